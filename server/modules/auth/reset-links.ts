import type { Db } from "../../db/database.ts";

/**
 * better-auth keeps each password-reset link as a `verifications` row: identifier
 * `reset-password:<token>`, value the account's id (plain, `storeIdentifier` unset). It deletes
 * the one used and nothing else, so an older link mailed earlier kept working for its hour. Only
 * the newest link of an account stands: issuing one ends the others, and using one (or the
 * address's owner choosing a password, ADR 0065) ends them all.
 */
export async function endResetLinksOf(db: Db, userId: string, except?: string): Promise<void> {
  let query = db
    .deleteFrom("verifications")
    .where("identifier", "like", "reset-password:%")
    .where("value", "=", userId);
  if (except) query = query.where("identifier", "<>", `reset-password:${except}`);
  await query.execute();
}
