import type { PlanTier } from "../../../core/plans.ts";
import type { BillingInterval } from "../../../core/plans-catalogue.ts";
import type { Db } from "../../db/database.ts";

export type BillingAccountFacts = {
  /** The tier that counts for access, read from the account (not the session: a checkout confirmed by this request changed it). */
  plan: PlanTier;
  /** Each subscription order's billing interval, by order id, for its name on the profile. */
  intervals: Map<string, BillingInterval | null>;
  /** When the current subscription's renewal first failed: where its grace days start. */
  paymentFailedAt: string | null;
};

/** The facts the profile's "Plan and billing" needs beyond the billing overview, for one account. */
export async function billingAccountFacts(
  db: Db,
  userId: string,
  subscriptionId: string | null,
): Promise<BillingAccountFacts> {
  const account = await db
    .selectFrom("users")
    .select(["plan", "has_active_dfy_plan"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const plan: PlanTier =
    Number(account?.has_active_dfy_plan ?? 0) === 1 ? "dfy" : account?.plan === "premium" ? "premium" : "free";
  const orders = await db
    .selectFrom("orders")
    .select(["id", "billing_interval"])
    .where("user_id", "=", userId)
    .where("kind", "=", "subscription")
    .execute();
  const failed = subscriptionId
    ? await db
        .selectFrom("subscriptions")
        .select("payment_failed_at")
        .where("id", "=", subscriptionId)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  return {
    plan,
    intervals: new Map(orders.map((row) => [row.id, row.billing_interval])),
    paymentFailedAt: failed?.payment_failed_at ?? null,
  };
}
