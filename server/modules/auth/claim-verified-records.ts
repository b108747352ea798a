import type { Db } from "../../db/database.ts";

/**
 * Once an account has proven it owns its address (the verification link, or a password reset
 * sent to that address), what visitors left under that address without an account becomes the
 * account's: checklist sign-ups, consultation requests, contact messages and the e-mails we sent there. Only rows
 * nobody owns yet move; rows another account created while signed in stay with it (ADR 0021).
 * Exports and erasure then find them by user id, never by the address alone.
 */
/**
 * Every table holding what a visitor leaves under an address, with the column holding that
 * address. A new such table joins here, in the export and in the deletion (ADR 0021).
 */
const addressedTables = [
  ["email_captures", "email"],
  ["consultation_requests", "email"],
  ["contact_messages", "email"],
  ["outbox", "to_address"],
  // Consents given or withdrawn for this address, and its mailing state (ADR 0025).
  ["email_consents", "email"],
  ["email_subscriptions", "email"],
  // The guide bought without an account (ADR 0028): the buyer's receipts and downloads follow.
  ["orders", "email"],
] as const;

export async function claimVerifiedRecords(db: Db, user: { id: string; email: string }): Promise<void> {
  const email = user.email.trim().toLowerCase();
  await db.transaction().execute(async (trx) => {
    for (const [table, addressColumn] of addressedTables) {
      await trx
        .updateTable(table)
        .set({ user_id: user.id })
        .where(addressColumn, "=", email)
        .where("user_id", "is", null)
        .execute();
    }
  });
}
