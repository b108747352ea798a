import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import { sweepVisitorDrafts } from "./eligibility-drafts.ts";

/**
 * Once at start-up and then every six hours, forgets visitors' assessment drafts nobody came back
 * to (eligibility-drafts.ts): a visitor's answers are personal, kept only as long as useful. Any
 * instance may sweep; deleting the same old rows twice is harmless. `stop` waits for a sweep under
 * way, so the database is never closed under it.
 */
export function startDraftsSweep(db: Db, logger: Logger, everyMs = 6 * 3_600_000) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= sweepVisitorDrafts(db)
      .catch((error: unknown) => logger.error({ err: error }, "assessment drafts sweep failed"))
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
