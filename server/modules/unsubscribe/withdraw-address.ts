import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * Takes an address off the mailing list and, when it was on it, records the withdrawal beside the
 * consents (ADR 0025): how (`sourcePage`), when, in which language, for which account. Returns
 * whether anything changed. Runs inside the caller's transaction; the unsubscribe link and the
 * profile's newsletter switch both end here.
 */
export async function withdrawAddress(
  trx: Kysely<Database>,
  input: { email: string; userId: string | null; language: string; sourcePage: string },
  at: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable("email_subscriptions")
    .set({ status: "unsubscribed", changed_at: at })
    .where("email", "=", input.email)
    .where("status", "=", "subscribed")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await trx
    .insertInto("email_consents")
    .values({
      id: randomUUID(),
      email: input.email,
      action: "withdrawn",
      wording_version: null,
      wording: null,
      language: input.language,
      source_page: input.sourcePage,
      created_at: at,
      user_id: input.userId,
    })
    .execute();
  return true;
}
