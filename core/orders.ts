/**
 * An order's life (ADR 0028): created when the customer is sent to the payment page,
 * then paid, failed or expired; a paid order may later be refunded. Events from the payment
 * provider can arrive twice or out of order, so a transition is applied only when it moves the
 * order forward: a late "expired" never undoes "paid", a replayed "paid" never undoes "refunded".
 */
export const orderStatuses = ["created", "paid", "failed", "expired", "refunded"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What was bought: the PDF guide, a Premium subscription, or a done-for-you invoice. */
export type OrderKind = "guide" | "subscription" | "invoice";

/**
 * Why a paid order is given back without anyone asking (ADR 0064): the account already had a
 * live subscription, the invoice was already paid, the address already owned the guide, or the
 * invoice could no longer be paid (refunded or void) when the money arrived.
 */
export const autoRefundReasons = ["already-subscribed", "already-paid", "already-owned", "not-payable"] as const;
export type AutoRefundReason = (typeof autoRefundReasons)[number];

/** Subscription states that hold the account's one place (the database's partial unique index, migration 0018). */
export const liveSubscriptionStatuses = ["trialing", "active", "past_due"] as const;

const next: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ["paid", "failed", "expired"],
  // A failed card can be retried on the same checkout page; a late success still counts.
  failed: ["paid", "expired"],
  expired: [],
  paid: ["refunded"],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return next[from].includes(to);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The money-back guarantee runs from payment for this many days. */
export function withinGuarantee(paidAt: string, guaranteeDays: number, now: Date): boolean {
  return now.getTime() - new Date(paidAt).getTime() <= guaranteeDays * dayMs;
}
