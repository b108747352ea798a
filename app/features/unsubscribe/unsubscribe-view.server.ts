import { data, type RouterContextProvider } from "react-router";
import { findSubscription } from "../../../server/modules/unsubscribe/find-subscription.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { siteUrlOf } from "../../lib/site-url.server.ts";
import { tokenLinkHeaders } from "../../lib/token-link-headers.ts";

export type UnsubscribeView =
  | { state: "invalid" }
  | { state: "confirm"; email: string }
  | { state: "already"; email: string }
  | { state: "done"; email: string };

function seoOf(context: Readonly<RouterContextProvider>) {
  const { t } = getI18n(context);
  return {
    title: `${t("unsubscribe.title")} · Passerelle`,
    description: t("unsubscribe.description"),
    siteUrl: siteUrlOf(context),
    path: "/unsubscribe",
    language: getLocale(context),
    noindex: true,
  };
}

/**
 * What an unsubscribe link opens (GET): the masked address and one button while it is
 * subscribed, "already" once it is not, 400 or 404 for a malformed or unknown token. Reading it
 * never unsubscribes.
 */
export async function unsubscribeLinkView(context: Readonly<RouterContextProvider>, url: URL) {
  const { services } = context.get(serverContext);
  const found = await findSubscription(services.db, url.searchParams.get("token"));
  const seo = seoOf(context);
  if (found.kind !== "found") {
    const view: UnsubscribeView = { state: "invalid" };
    return data({ seo, view }, { status: found.kind === "malformed" ? 400 : 404, headers: tokenLinkHeaders });
  }
  const view: UnsubscribeView =
    found.status === "subscribed"
      ? { state: "confirm", email: found.maskedEmail }
      : { state: "already", email: found.maskedEmail };
  return data({ seo, view }, { headers: tokenLinkHeaders });
}
