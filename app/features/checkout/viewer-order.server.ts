import type { RouterContextProvider } from "react-router";
import type { OrdersTable } from "../../../server/db/schema.ts";
import { buyerKeyFromCookies, mayViewOrder } from "../../../server/modules/orders/buyer-key.ts";
import { confirmCheckout } from "../../../server/modules/orders/confirm-checkout.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { currentUser } from "../../lib/viewer.server.ts";

/**
 * The order behind a success page's ?session_id=, settled if the provider says it is paid
 * (confirmCheckout), and only for the browser that bought it or its signed-in owner: anyone
 * else holding the address gets nothing (ADR 0028).
 */
export async function viewerOrderOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sessionId: string | null,
): Promise<OrdersTable | undefined> {
  if (!sessionId || !/^[A-Za-z0-9_-]{8,255}$/.test(sessionId)) return undefined;
  const { services } = context.get(serverContext);
  const order = await confirmCheckout(services, sessionId);
  if (!order) return undefined;
  const viewer = {
    userId: currentUser(context)?.id ?? null,
    buyerKey: buyerKeyFromCookies(request.headers.get("cookie")),
  };
  return mayViewOrder(order, viewer) ? order : undefined;
}

export type OrderPageState = "paid" | "pending" | "refunded" | "unknown";

/**
 * What a success page says of an order: paid or refunded as stored; pending while the payment is
 * created or failed (the provider's event is on its way, or it may still retry); anything else
 * unknown.
 */
export function orderPageState(status: OrdersTable["status"]): OrderPageState {
  if (status === "paid" || status === "refunded") return status;
  return status === "created" || status === "failed" ? "pending" : "unknown";
}
