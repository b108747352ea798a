import { liveSubscriptionStatuses } from "../../../core/orders.ts";
import type { Db } from "../../db/database.ts";

/**
 * The account's subscriptions that hold its one place (ADR 0064): live and not refunded — the
 * rows migration 0018's unique index allows one of. One definition for every reader (checkout,
 * payment, cancel, the refund e-mail); each selects what it needs.
 */
export function liveSubscriptionsOf(db: Db, userId: string) {
  return db
    .selectFrom("subscriptions")
    .where("user_id", "=", userId)
    .where("refunded", "=", 0)
    .where("status", "in", liveSubscriptionStatuses);
}
