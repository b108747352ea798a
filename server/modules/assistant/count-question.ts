import { assistantLimits, quotaDay } from "../../../core/assistant/assistant-limits.ts";
import type { Db } from "../../db/database.ts";

/**
 * Counts one question against this account's daily quota, or says when the quota starts again.
 * Read then write: two questions sent in the same instant can both pass at the edge of the quota,
 * one question over at most, which the per-minute limit bounds; a lock per question is not worth it.
 */
export async function countQuestion(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; resetsAt: Date }> {
  const { day, resetsAt } = quotaDay(now);
  const row = await db
    .selectFrom("assistant_daily_usage")
    .select("questions")
    .where("user_id", "=", userId)
    .where("day", "=", day)
    .executeTakeFirst();
  const asked = Number(row?.questions ?? 0);
  if (asked >= assistantLimits.questionsPerDay) return { allowed: false, resetsAt };
  await db
    .insertInto("assistant_daily_usage")
    .values({ user_id: userId, day, questions: 1 })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "day"])
        .doUpdateSet((eb) => ({ questions: eb("assistant_daily_usage.questions", "+", 1) })),
    )
    .execute();
  return { allowed: true };
}
