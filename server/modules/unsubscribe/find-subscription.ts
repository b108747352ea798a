import type { Db } from "../../db/database.ts";
import type { EmailSubscriptionStatus } from "../../db/schema.ts";
import { maskAddress } from "./mask-address.ts";
import { isWellFormedToken } from "./unsubscribe-token.ts";

export type SubscriptionLookup =
  | { kind: "malformed" }
  | { kind: "unknown" }
  | { kind: "found"; maskedEmail: string; status: EmailSubscriptionStatus };

/**
 * What the unsubscribe page shows for a token, without changing anything (GET: link scanners and
 * mail previews fetch links, so reading one must never unsubscribe). The address leaves the
 * server masked only.
 */
export async function findSubscription(db: Db, token: unknown): Promise<SubscriptionLookup> {
  if (!isWellFormedToken(token)) return { kind: "malformed" };
  const row = await db
    .selectFrom("email_subscriptions")
    .select(["email", "status"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) return { kind: "unknown" };
  return { kind: "found", maskedEmail: maskAddress(row.email), status: row.status };
}
