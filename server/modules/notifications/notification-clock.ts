import type { ApiDeps } from "../../api-deps.ts";
import { dispatchNotifications } from "./dispatch-notifications.ts";
import { remindTasksDueSoon } from "./remind-tasks-due-soon.ts";

export type NotificationClock = {
  /** One round now (also what the timer runs); resolves when it is done. */
  tick(): Promise<void>;
  /** No new round, and the running one finished: call before closing the database. */
  stop(): Promise<void>;
};

/**
 * Every minute (and once at start-up): task reminders, then the notification e-mails — those a
 * request did not dispatch (the process stopped between commit and dispatch) and the daily
 * digests from 08:00 in Paris (ADR 0035). Rounds never overlap; a failure is logged and the next
 * minute tries again.
 */
export function startNotificationClock(
  deps: Pick<ApiDeps, "db" | "siteUrl" | "outbox" | "logger">,
  everyMs = 60_000,
): NotificationClock {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        const now = new Date();
        const reminded = await remindTasksDueSoon(deps.db, now);
        const sent = await dispatchNotifications(deps, now);
        if (reminded + sent.immediate + sent.digests > 0) {
          deps.logger.info({ reminded, ...sent }, "case notifications e-mailed");
        }
      } catch (error) {
        deps.logger.error({ err: error }, "notification clock failed");
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
