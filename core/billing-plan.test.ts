import { describe, expect, it } from "vitest";
import {
  type BillingFacts,
  paymentGraceDays,
  planFromBilling,
  type SubscriptionFacts,
  type SubscriptionStatus,
  subscriptionGivesPremium,
} from "./billing-plan.ts";

const dayMs = 24 * 60 * 60 * 1000;
const periodEnd = "2027-01-15T09:30:00.000Z";
const end = new Date(periodEnd).getTime();
const at = (ms: number) => new Date(ms);

function subscription(overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts {
  return {
    status: "active",
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    refunded: false,
    ...overrides,
  };
}

describe("what a subscription gives (subscriptionGivesPremium)", () => {
  it("gives Premium while active or trialing", () => {
    for (const status of ["active", "trialing"] as const) {
      expect(subscriptionGivesPremium(subscription({ status }), at(end - dayMs))).toBe(true);
    }
  });

  it("stops a subscription set to end with its period at that end, even while the provider still says active", () => {
    for (const status of ["active", "trialing"] as const) {
      const ending = subscription({ status, cancelAtPeriodEnd: true });
      expect(subscriptionGivesPremium(ending, at(end - 1)), status).toBe(true);
      expect(subscriptionGivesPremium(ending, at(end)), status).toBe(false);
      // Not set to end: a renewal event that is a little late does not take Premium away.
      expect(subscriptionGivesPremium(subscription({ status }), at(end + dayMs)), status).toBe(true);
    }
  });

  it("keeps a cancelled subscription's Premium until the end of the period paid for, not a second more", () => {
    const cancelled = subscription({ status: "canceled" });
    expect(subscriptionGivesPremium(cancelled, at(end - 1))).toBe(true);
    expect(subscriptionGivesPremium(cancelled, at(end))).toBe(false);
    expect(subscriptionGivesPremium(cancelled, at(end + dayMs))).toBe(false);
  });

  it(`keeps Premium for ${paymentGraceDays} days after a renewal first failed, then takes it away`, () => {
    const failedAt = end + 60_000;
    const pastDue = subscription({ status: "past_due", paymentFailedAt: new Date(failedAt).toISOString() });
    expect(subscriptionGivesPremium(pastDue, at(failedAt + 1))).toBe(true);
    expect(subscriptionGivesPremium(pastDue, at(failedAt + paymentGraceDays * dayMs - 1))).toBe(true);
    expect(subscriptionGivesPremium(pastDue, at(failedAt + paymentGraceDays * dayMs))).toBe(false);
    expect(subscriptionGivesPremium(pastDue, at(failedAt + (paymentGraceDays + 1) * dayMs))).toBe(false);
  });

  it("counts the grace from the period's end when the failure's time is unknown", () => {
    const pastDue = subscription({ status: "past_due", paymentFailedAt: null });
    expect(subscriptionGivesPremium(pastDue, at(end + (paymentGraceDays - 1) * dayMs))).toBe(true);
    expect(subscriptionGivesPremium(pastDue, at(end + paymentGraceDays * dayMs))).toBe(false);
  });

  it("gives nothing for a subscription never paid, unpaid after its retries, or paused", () => {
    const none: SubscriptionStatus[] = ["incomplete", "incomplete_expired", "unpaid", "paused"];
    for (const status of none) {
      expect(subscriptionGivesPremium(subscription({ status }), at(end - dayMs)), status).toBe(false);
    }
  });

  it("gives nothing once refunded, whatever the provider still says (money-back guarantee)", () => {
    for (const status of ["active", "trialing", "past_due", "canceled"] as const) {
      const refunded = subscription({ status, refunded: true, paymentFailedAt: new Date(end).toISOString() });
      expect(subscriptionGivesPremium(refunded, at(end - dayMs)), status).toBe(false);
    }
  });
});

describe("the plan worked out from billing (planFromBilling)", () => {
  const now = at(end - dayMs);
  const facts = (overrides: Partial<BillingFacts>): BillingFacts => ({
    subscriptions: [],
    paidPackages: 0,
    ...overrides,
  });

  it("is free with nothing paid for", () => {
    expect(planFromBilling(facts({}), now)).toEqual({ plan: "free", hasActiveDfyPlan: false });
  });

  it("is premium when one subscription among several still gives it", () => {
    const subscriptions = [
      subscription({ status: "canceled", currentPeriodEnd: new Date(end - 30 * dayMs).toISOString() }),
      subscription({ refunded: true }),
      subscription(),
    ];
    expect(planFromBilling(facts({ subscriptions }), now)).toEqual({ plan: "premium", hasActiveDfyPlan: false });
    expect(planFromBilling(facts({ subscriptions: subscriptions.slice(0, 2) }), now)).toEqual({
      plan: "free",
      hasActiveDfyPlan: false,
    });
  });

  it("is dfy with a paid package, above a live subscription, and returns to premium or free without it", () => {
    const live = [subscription()];
    expect(planFromBilling(facts({ paidPackages: 1 }), now)).toEqual({ plan: "dfy", hasActiveDfyPlan: true });
    expect(planFromBilling(facts({ paidPackages: 2, subscriptions: live }), now)).toEqual({
      plan: "dfy",
      hasActiveDfyPlan: true,
    });
    // The package refunded (no longer counted): back to what the subscription gives.
    expect(planFromBilling(facts({ paidPackages: 0, subscriptions: live }), now)).toEqual({
      plan: "premium",
      hasActiveDfyPlan: false,
    });
  });
});
