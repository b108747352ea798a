import type { ApiDeps } from "../../api-deps.ts";
import { remindPermitDeadlines } from "./remind-permit-deadlines.ts";

/**
 * Right after a member records or changes a permit: the reminder already due for it (a deadline
 * 20 days away gets its 30-day e-mail now, not at tomorrow's round), then the outbox is nudged.
 * The record stands whatever happens here, so a failure is logged: the daily round catches up.
 */
export async function remindAfterSave(
  deps: Pick<ApiDeps, "db" | "siteUrl" | "outbox" | "logger">,
  userId: string,
  now = new Date(),
): Promise<void> {
  try {
    if ((await remindPermitDeadlines(deps.db, deps.siteUrl, now, userId)) > 0) deps.outbox.nudge();
  } catch (error) {
    deps.logger.error({ err: error }, "permit reminders not queued; the daily round will retry");
  }
}
