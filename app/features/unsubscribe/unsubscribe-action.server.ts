import { data, type RouterContextProvider } from "react-router";
import { unsubscribeByToken } from "../../../server/modules/unsubscribe/unsubscribe-by-token.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { tokenLinkHeaders } from "../../lib/token-link-headers.ts";
import type { UnsubscribeView } from "./unsubscribe-view.server.ts";

/**
 * Records an unsubscribe (POST): from the page's button, or straight from a mail client's
 * one-click button. Answers what happened: done with the masked address, or 400/404 for a
 * malformed or unknown token.
 */
export async function unsubscribeAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const { services } = context.get(serverContext);
  const form = await request.formData();
  // A mail client posts to the link itself (token in the address); our page's form posts there too.
  const token = url.searchParams.get("token") ?? form.get("token");
  const channel = form.get("List-Unsubscribe") === "One-Click" ? "one-click" : "page";
  const result = await unsubscribeByToken(services.db, { token, channel, language: getLocale(context) });
  if (result.kind !== "unsubscribed") {
    const view: UnsubscribeView = { state: "invalid" };
    return data({ view }, { status: result.kind === "malformed" ? 400 : 404, headers: tokenLinkHeaders });
  }
  const view: UnsubscribeView = { state: "done", email: result.maskedEmail };
  return data({ view }, { headers: tokenLinkHeaders });
}
