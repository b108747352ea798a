import type { Db } from "../../db/database.ts";
import { attemptKey } from "./auth-attempts.ts";

/**
 * "Delete my account" (GDPR erasure): the user, their sessions and sign-in methods (cascade),
 * their pending reset links, and everything tied to their address: checklist sign-ups,
 * consultation requests, e-mails we sent or were about to send, attempt counters. One
 * transaction: either all of it is gone or none of it. Nothing has to be kept by law yet; when
 * invoices arrive, they stay (accounting law) without the profile.
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox").where("to_address", "=", user.email).execute();
    await trx.deleteFrom("email_captures").where("email", "=", user.email).execute();
    await trx.deleteFrom("consultation_requests").where("email", "=", user.email).execute();
    await trx.deleteFrom("verifications").where("value", "=", user.id).execute();
    await trx
      .deleteFrom("auth_attempts")
      .where(
        "key",
        "in",
        ["sign-in", "sign-up", "password-reset", "password-check"].map((purpose) => attemptKey(purpose, user.email)),
      )
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("accounts").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
  });
}
