import type { Logger } from "../../logger.ts";
import { type SweepDeps, sweepOrphanFiles } from "./sweep-orphan-files.ts";

/**
 * Sweeps the uploads' storage at start-up and then every hour (ADR 0067): a file is at most two
 * hours late to go, and one sweep never overlaps the next. Several instances may sweep the same
 * storage: each deletes only old files no row names, so they agree.
 */
export function startOrphanFilesSweep(deps: SweepDeps, logger: Logger, everyMs = 3_600_000) {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= sweepOrphanFiles(deps)
      .then(({ leftovers, orphans }) => {
        if (leftovers || orphans) logger.info({ leftovers, orphans }, "uploads swept after a crash");
      })
      .catch((error: unknown) => logger.error({ err: error }, "uploads sweep failed"))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
