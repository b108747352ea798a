import { parisDate } from "../../../core/paris-date.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { emailPermitDigests, isPermitDigestTime } from "../permits/email-permit-digests.ts";
import { remindPermitDeadlines } from "../permits/remind-permit-deadlines.ts";
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
 * digests from 08:00 in Paris (ADR 0035) — then the permit deadline reminders, and on Mondays from
 * 08:00 the permit summaries of those who chose them. Rounds never overlap; a failure is logged and the next
 * minute tries again.
 */
export function startNotificationClock(
  deps: Pick<ApiDeps, "db" | "siteUrl" | "outbox" | "logger">,
  everyMs = 60_000,
): NotificationClock {
  let running: Promise<void> | undefined;
  let permitRemindersDay = "";
  let permitDigestsDay = "";
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
        // Permit deadlines (after the visa) change by the day: one round per Paris day per
        // process is enough, retried next minute if it failed; the outbox key sends each once.
        if (permitRemindersDay !== parisDate(now)) {
          const permitReminders = await remindPermitDeadlines(deps.db, deps.siteUrl, now);
          permitRemindersDay = parisDate(now);
          if (permitReminders > 0) {
            deps.outbox.nudge();
            deps.logger.info({ permitReminders }, "permit reminders queued");
          }
        }
        // The Monday summaries, from 08:00 in Paris: once per process that Monday.
        if (isPermitDigestTime(now) && permitDigestsDay !== parisDate(now)) {
          const permitDigests = await emailPermitDigests(deps.db, deps.siteUrl, now);
          permitDigestsDay = parisDate(now);
          if (permitDigests > 0) {
            deps.outbox.nudge();
            deps.logger.info({ permitDigests }, "permit digests queued");
          }
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
