import type { RouterContextProvider } from "react-router";
import { signingSecretOf } from "../../../server/modules/auth/auth-secret.ts";
import { guideDownloadUrl, successPageLinkHours } from "../../../server/modules/orders/guide-link.ts";
import { maskAddress } from "../../../server/modules/unsubscribe/mask-address.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { type OrderPageState, orderPageState, viewerOrderOf } from "./viewer-order.server.ts";

/**
 * Where the purchase of the guide stands, for its success page: a paid order gets its signed
 * download link (valid successPageLinkHours) and its masked address; a payment being confirmed is
 * pending; a refunded, unknown or someone else's order gets nothing.
 */
export async function guidePurchaseView(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sessionId: string | null,
) {
  const { services } = context.get(serverContext);
  const order = await viewerOrderOf(request, context, sessionId);
  const state: OrderPageState = order?.kind === "guide" ? orderPageState(order.status) : "unknown";
  const downloadUrl =
    state === "paid" && order
      ? guideDownloadUrl(
          "",
          signingSecretOf(services.config),
          order.id,
          new Date(Date.now() + successPageLinkHours * 60 * 60 * 1000),
        )
      : null;
  return { state, downloadUrl, email: state === "paid" && order ? maskAddress(order.email) : "" };
}
