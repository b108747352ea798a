import type { ApiDeps } from "../../api-deps.ts";
import { emailDailyDigests } from "./email-daily-digests.ts";
import { emailImmediateNotifications } from "./email-immediate-notifications.ts";

export type NotificationMailerDeps = Pick<ApiDeps, "db" | "siteUrl" | "outbox">;

/**
 * Turns case notifications into outbox e-mails (ADR 0035): at once for those who want them at
 * once, the daily digest for the others from 08:00 in Paris. Called right after a change that
 * notified commits (so the e-mail leaves within seconds) and every minute by the notification
 * clock (so nothing is lost if the process stops between the commit and this call). Safe to run
 * concurrently: every e-mail is claimed before it is queued. Nudges the outbox when it queued.
 */
export async function dispatchNotifications(
  deps: NotificationMailerDeps,
  now = new Date(),
): Promise<{ immediate: number; digests: number }> {
  const immediate = await emailImmediateNotifications(deps.db, deps.siteUrl, now);
  const digests = await emailDailyDigests(deps.db, deps.siteUrl, now);
  if (immediate + digests > 0) deps.outbox.nudge();
  return { immediate, digests };
}

/**
 * The same from a request handler, after its change committed: the change stands whatever
 * happens here, so a failure is logged, not answered — the clock sends the e-mail a minute later.
 */
export async function dispatchAfterCommit(
  deps: NotificationMailerDeps & Pick<ApiDeps, "logger">,
  now = new Date(),
): Promise<void> {
  try {
    await dispatchNotifications(deps, now);
  } catch (error) {
    deps.logger.error({ err: error }, "notification e-mails not queued; the clock will retry");
  }
}
