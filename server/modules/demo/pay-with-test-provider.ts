import { randomUUID } from "node:crypto";
import type { CheckoutRequestData } from "../../../core/checkout-request.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { AccountUser } from "../auth/current-user.ts";
import { newBuyerKey } from "../orders/buyer-key.ts";
import { startCheckout } from "../orders/start-checkout.ts";

export type DemoPaymentDeps = Pick<ApiDeps, "db" | "payments" | "testPayments" | "siteUrl" | "logger" | "pdfs">;

/**
 * Buys as the person would: the checkout a page's button starts, then "Pay" on the built-in test
 * provider's payment page (ADR 0028). Its events go to our own webhook route, so the order, the
 * subscription or the invoice, the receipt and the plan are exactly what a real payment leaves;
 * nothing is charged anywhere.
 */
export async function payWithTestProvider(
  deps: DemoPaymentDeps,
  user: AccountUser,
  purchase: Omit<CheckoutRequestData, "attempt">,
): Promise<{ orderId: string }> {
  const provider = deps.testPayments;
  if (!provider) throw new Error("demo payments need the built-in test provider, not Stripe");
  const { orderId } = await startCheckout(
    deps,
    { ...purchase, attempt: `demo-${randomUUID()}` },
    { user, language: user.language, buyerKey: newBuyerKey() },
  );
  const order = await deps.db
    .selectFrom("orders")
    .select("provider_session_id")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  if (!order.provider_session_id) throw new Error(`the test provider opened no payment page for order ${orderId}`);
  await provider.settle(order.provider_session_id, "pay");
  return { orderId };
}
