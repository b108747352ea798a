import { paymentGraceDays } from "../../../core/billing-plan.ts";
import type { Language } from "../../../core/languages.ts";
import type { OrderStatus } from "../../../core/orders.ts";
import type { PlanTier } from "../../../core/plans.ts";
import { formatEuros, subscriptionPlans, subscriptionPriceCents } from "../../../core/plans-catalogue.ts";
import type { ApiDeps } from "../../../server/api-deps.ts";
import type { InvoiceStatus } from "../../../server/db/schema.ts";
import { billingAccountFacts } from "../../../server/modules/billing/billing-account-facts.ts";
import { billingOverview } from "../../../server/modules/billing/billing-overview.ts";
import { confirmCheckout } from "../../../server/modules/orders/confirm-checkout.ts";
import { orderProduct, packageName, parisDate } from "../../lib/billing-formats.ts";

/**
 * Where a subscription stands, in the words the profile uses: renewing, ending at the period's
 * end (cancelled), payment failed but still in its grace days, ended, refunded, or never started.
 */
export type SubscriptionState = "active" | "ending" | "pastDue" | "ended" | "refunded" | "inactive";

export type BillingView = {
  /** The tier that counts for access, read after any checkout this request confirmed. */
  plan: PlanTier;
  /** Names of the paid done-for-you packages. */
  packages: string[];
  subscription: {
    state: SubscriptionState;
    /** The date its state line speaks of (renewal, end, end of grace), already in words. */
    date: string;
    /** The end of the period paid for: what "cancel" keeps. */
    periodEnd: string;
    price: string;
    interval: "month" | "year";
    canCancel: boolean;
    canManage: boolean;
  } | null;
  orders: { id: string; createdAt: string; date: string; product: string; amount: string; status: OrderStatus }[];
  invoices: {
    id: string;
    number: string;
    createdAt: string;
    date: string;
    packageName: string | null;
    total: string;
    status: InvoiceStatus;
  }[];
};

const dayMs = 24 * 60 * 60 * 1000;

/** A checkout session id as the providers write them (the same check as GET /api/checkout/{id}). */
const sessionIdPattern = /^[A-Za-z0-9_-]{8,255}$/;

/**
 * Coming back from the payment page (?subscribed=1&session_id=…): the provider's event may not
 * have arrived yet, so ask the provider now and settle the order as the event would. Premium is
 * then on this very page, and the event, when it comes, changes nothing (ADR 0028).
 */
export async function confirmReturningCheckout(services: ApiDeps, url: URL): Promise<void> {
  const sessionId = url.searchParams.get("session_id");
  if (sessionId && sessionIdPattern.test(sessionId)) await confirmCheckout(services, sessionId);
}

/** The profile's "Plan and billing": this user's rows only, every date and amount in the reader's words. */
export async function billingView(
  services: ApiDeps,
  userId: string,
  language: Language,
  now = new Date(),
): Promise<BillingView> {
  const { db } = services;
  const overview = await billingOverview(db, userId);
  const current = overview.subscription;
  // The plan read again, each subscription order's interval (for its name), and when a renewal
  // first failed (where the grace days start, as core/billing-plan.ts counts them).
  const { plan, intervals, paymentFailedAt } = await billingAccountFacts(db, userId, current?.id ?? null);

  let subscription: BillingView["subscription"] = null;
  if (current) {
    const periodEnd = current.currentPeriodEnd;
    const graceEnd = new Date(
      new Date(paymentFailedAt ?? periodEnd).getTime() + paymentGraceDays * dayMs,
    ).toISOString();
    const state = subscriptionState(current, now);
    const catalogue = subscriptionPlans.find((candidate) => candidate.id === current.planId);
    subscription = {
      state,
      date: parisDate(state === "pastDue" ? graceEnd : periodEnd, language),
      periodEnd: parisDate(periodEnd, language),
      price: catalogue ? formatEuros(subscriptionPriceCents(catalogue, current.interval), language) : "",
      interval: current.interval,
      // The subscriptions cancelSubscription accepts, less those already set to end.
      canCancel: (state === "active" || state === "pastDue") && !current.cancelAtPeriodEnd,
      canManage: current.hasCustomer,
    };
  }

  return {
    plan,
    packages: overview.invoices
      .filter((invoice) => invoice.status === "paid")
      .map((invoice) => packageName(invoice.packageId))
      .filter((name): name is string => name !== null),
    subscription,
    orders: overview.orders.map((order) => ({
      id: order.id,
      createdAt: order.paidAt ?? order.createdAt,
      date: parisDate(order.paidAt ?? order.createdAt, language),
      product: orderProduct({ ...order, interval: intervals.get(order.id) ?? null }, language),
      amount: formatEuros(order.amountCents, language),
      status: order.status,
    })),
    invoices: overview.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      createdAt: invoice.createdAt,
      date: parisDate(invoice.createdAt, language),
      packageName: packageName(invoice.packageId),
      total: formatEuros(invoice.totalCents, language),
      status: invoice.status,
    })),
  };
}

function subscriptionState(
  subscription: NonNullable<Awaited<ReturnType<typeof billingOverview>>["subscription"]>,
  now: Date,
): SubscriptionState {
  if (subscription.refunded) return "refunded";
  switch (subscription.status) {
    case "active":
    case "trialing":
      return subscription.cancelAtPeriodEnd ? "ending" : "active";
    // Premium then lasts as long as the grace days, whether or not renewal was also cancelled.
    case "past_due":
      return "pastDue";
    case "canceled":
      return new Date(subscription.currentPeriodEnd).getTime() > now.getTime() ? "ending" : "ended";
    default:
      return "inactive";
  }
}
