import { type AppointmentAttemptInput, maxAttemptsPerAccount } from "../../../core/permits/appointment-attempt.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";

/** Adds one dated attempt to the account's record; past the record's size, a 409 that says so. */
export async function recordAttempt(
  db: Db,
  userId: string,
  input: AppointmentAttemptInput,
  now = new Date(),
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom("appointment_attempts")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxAttemptsPerAccount)
      throw new AppError("conflict", "attempt_limit", [], { max: String(maxAttemptsPerAccount) });
    await trx
      .insertInto("appointment_attempts")
      .values({
        id,
        user_id: userId,
        attempted_on: input.attemptedOn,
        channel: input.channel,
        outcome: input.outcome,
        note: input.note,
        screenshot_file_id: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return { id };
}
