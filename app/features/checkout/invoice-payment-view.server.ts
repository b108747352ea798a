import type { RouterContextProvider } from "react-router";
import { invoiceNumberOf } from "../../../server/modules/invoices/get-invoice.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { orderPageState, viewerOrderOf } from "./viewer-order.server.ts";

/**
 * Where the payment of an invoice stands, for its success page: paid, pending while the provider's
 * event is on its way, or unknown (no such order, not this viewer's, or not an invoice's), with
 * the invoice's number ("" when unknown).
 */
export async function invoicePaymentView(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sessionId: string | null,
) {
  const order = await viewerOrderOf(request, context, sessionId);
  const number =
    order?.kind === "invoice" && order.invoice_id
      ? await invoiceNumberOf(context.get(serverContext).services.db, order.invoice_id)
      : null;
  // The invoice's page has no refunded state: a refunded payment is not this page's to explain.
  const stage = order && number !== null ? orderPageState(order.status) : "unknown";
  const state = stage === "refunded" ? "unknown" : stage;
  return { state, number: number ?? "" };
}
