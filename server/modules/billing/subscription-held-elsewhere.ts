import type { Db } from "../../db/database.ts";
import { liveSubscriptionsOf } from "./live-subscriptions.ts";

/**
 * A paid subscription order whose subscription the provider has not reported yet still holds
 * the account's place: its events are on their way. After this long without them it is an
 * anomaly for the billing clock's log, not something that may block the account forever.
 */
const reportExpectedWithinMs = 48 * 60 * 60 * 1000;

/**
 * Whether the account already holds a subscription other than the one `orderId` opened (ADR
 * 0064): a live one recorded from the provider, or a paid order whose subscription is not yet
 * recorded (the payment was reported before the subscription). The first one we learn of keeps
 * the account's place, whichever tab paid first. Call with the account locked (lockAccount).
 */
export async function subscriptionHeldElsewhere(trx: Db, userId: string, orderId: string, now: Date): Promise<boolean> {
  const live = await liveSubscriptionsOf(trx, userId).select("id").where("order_id", "!=", orderId).executeTakeFirst();
  if (live) return true;
  const pending = await trx
    .selectFrom("orders")
    .leftJoin("subscriptions", "subscriptions.order_id", "orders.id")
    .select("orders.id")
    .where("orders.user_id", "=", userId)
    .where("orders.id", "!=", orderId)
    .where("orders.kind", "=", "subscription")
    .where("orders.status", "=", "paid")
    .where("orders.auto_refund", "is", null)
    .where("orders.paid_at", ">", new Date(now.getTime() - reportExpectedWithinMs).toISOString())
    .where("subscriptions.id", "is", null)
    .executeTakeFirst();
  return pending !== undefined;
}
