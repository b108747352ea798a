import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { newUnsubscribeToken } from "./unsubscribe-token.ts";

export type Subscription = {
  token: string;
  /** Whether the address was on the list before this call (false: new, or back after unsubscribing). */
  wasSubscribed: boolean;
};

/**
 * Puts an address on the list after an explicit request (a capture): a new address gets its row
 * and token; an address that had unsubscribed is subscribed again, because this request is fresh
 * consent (recorded by the caller in `email_consents`). The token never changes, so links in
 * earlier e-mails keep working. Run inside the caller's transaction.
 */
export async function subscribeAddress(
  trx: Kysely<Database>,
  input: { email: string; userId: string | null },
  now: Date,
): Promise<Subscription> {
  const at = now.toISOString();
  const inserted = await trx
    .insertInto("email_subscriptions")
    .values({
      email: input.email,
      token: newUnsubscribeToken(),
      status: "subscribed",
      changed_at: at,
      created_at: at,
      user_id: input.userId,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  const row = await trx
    .selectFrom("email_subscriptions")
    .select(["token", "status"])
    .where("email", "=", input.email)
    .executeTakeFirstOrThrow();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { token: row.token, wasSubscribed: false };
  if (row.status === "subscribed") return { token: row.token, wasSubscribed: true };
  await trx
    .updateTable("email_subscriptions")
    .set({ status: "subscribed", changed_at: at })
    .where("email", "=", input.email)
    .execute();
  return { token: row.token, wasSubscribed: false };
}
