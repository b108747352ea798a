import type { ApiDeps } from "../../api-deps.ts";
import type { OrdersTable } from "../../db/schema.ts";
import { markOrderPaid } from "./mark-order-paid.ts";

type Deps = Pick<ApiDeps, "db" | "payments" | "siteUrl" | "config" | "outbox" | "logger">;

/**
 * The success page's question (ADR 0028): the browser is often back before the provider's event.
 * If the order is not settled yet, ask the provider about the session and, when it is paid,
 * settle it exactly as the event would (markOrderPaid), so the redirect and the webhook, in
 * either order, give the same result. Returns the order as it now stands, or undefined.
 */
export async function confirmCheckout(
  deps: Deps,
  sessionId: string,
  now = new Date(),
): Promise<OrdersTable | undefined> {
  const find = () =>
    deps.db.selectFrom("orders").selectAll().where("provider_session_id", "=", sessionId).executeTakeFirst();
  const order = await find();
  if (!order || (order.status !== "created" && order.status !== "failed")) return order;
  try {
    const session = await deps.payments.retrieveCheckout(sessionId);
    if (session.status === "complete" && session.paymentStatus === "paid") {
      await markOrderPaid(deps, order.id, session, now);
      return find();
    }
  } catch (error) {
    // The event will settle it; the page says the payment is being confirmed.
    deps.logger.warn({ err: error, orderId: order.id }, "could not ask the payment provider about a checkout");
  }
  return order;
}
