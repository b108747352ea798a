import type { PlanTier } from "./plans.ts";

/**
 * A user's plan is not stored as a fact of its own: it is worked out from what they pay for
 * (ADR 0028), so a refund or the end of a subscription returns it to what it was without any
 * record of "the plan before". This is that rule, the same for Stripe and the test provider.
 */
export type SubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "unpaid"
  | "canceled"
  | "paused";

export type SubscriptionFacts = {
  status: SubscriptionStatus;
  /** End of the period paid for (ISO time). */
  currentPeriodEnd: string;
  /** Set to stop at the end of the period: nothing renews it, whatever the status still says. */
  cancelAtPeriodEnd: boolean;
  /** When a renewal payment first failed, while it stays unpaid. */
  paymentFailedAt: string | null;
  /** The payment was refunded: the money-back guarantee ends the subscription at once. */
  refunded: boolean;
};

/** After a renewal fails, Premium stays on this long while the provider retries the card. */
export const paymentGraceDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

export function subscriptionGivesPremium(subscription: SubscriptionFacts, now: Date): boolean {
  if (subscription.refunded) return false;
  const periodEnd = new Date(subscription.currentPeriodEnd).getTime();
  switch (subscription.status) {
    // Cancelled at the end of the period, it stays "active" until the provider's last event,
    // which may be late or lost: the period paid for is what counts (the billing clock ends it).
    case "active":
    case "trialing":
      return !subscription.cancelAtPeriodEnd || now.getTime() < periodEnd;
    case "past_due": {
      const failedAt = subscription.paymentFailedAt ? new Date(subscription.paymentFailedAt).getTime() : periodEnd;
      return now.getTime() < failedAt + paymentGraceDays * dayMs;
    }
    // Cancelled at the end of the period: what was paid for is still given until then.
    case "canceled":
      return now.getTime() < periodEnd;
    default:
      return false;
  }
}

export type BillingFacts = { subscriptions: SubscriptionFacts[]; paidPackages: number };

/** The stored plan columns: dfy with a paid (unrefunded) package, premium with a live subscription, else free. */
export function planFromBilling(facts: BillingFacts, now: Date): { plan: PlanTier; hasActiveDfyPlan: boolean } {
  if (facts.paidPackages > 0) return { plan: "dfy", hasActiveDfyPlan: true };
  const premium = facts.subscriptions.some((subscription) => subscriptionGivesPremium(subscription, now));
  return { plan: premium ? "premium" : "free", hasActiveDfyPlan: false };
}
