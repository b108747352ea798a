import type { Db } from "../../db/database.ts";

/**
 * Once an account has proven it owns its address (the verification link, or a password reset
 * sent to that address), what visitors left under that address without an account becomes the
 * account's: checklist sign-ups, consultation requests, contact messages and the e-mails we sent there. Only rows
 * nobody owns yet move; rows another account created while signed in stay with it (ADR 0021).
 * Exports and erasure then find them by user id, never by the address alone.
 */
export async function claimVerifiedRecords(db: Db, user: { id: string; email: string }): Promise<void> {
  const email = user.email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("email_captures")
      .set({ user_id: user.id })
      .where("email", "=", email)
      .where("user_id", "is", null)
      .execute();
    await trx
      .updateTable("consultation_requests")
      .set({ user_id: user.id })
      .where("email", "=", email)
      .where("user_id", "is", null)
      .execute();
    await trx
      .updateTable("contact_messages")
      .set({ user_id: user.id })
      .where("email", "=", email)
      .where("user_id", "is", null)
      .execute();
    await trx
      .updateTable("outbox")
      .set({ user_id: user.id })
      .where("to_address", "=", email)
      .where("user_id", "is", null)
      .execute();
    // Consents given or withdrawn for this address, and its mailing state (ADR 0025).
    await trx
      .updateTable("email_consents")
      .set({ user_id: user.id })
      .where("email", "=", email)
      .where("user_id", "is", null)
      .execute();
    await trx
      .updateTable("email_subscriptions")
      .set({ user_id: user.id })
      .where("email", "=", email)
      .where("user_id", "is", null)
      .execute();
  });
}
