import type { RouterContextProvider } from "react-router";
import { isLanguage } from "../../../core/languages.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { type PageSeo, siteUrlOf } from "../../lib/seo.ts";

/** SEO of an account page: translated title, never indexed (private or form-only pages). */
export function accountPageSeo(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  title: string,
  description: string,
): PageSeo {
  const locale = getLocale(context);
  return {
    title: `${title} · Passerelle`,
    description,
    siteUrl: siteUrlOf(request, context.get(serverContext).services.config.PUBLIC_URL),
    path,
    language: isLanguage(locale) ? locale : "en",
    noindex: true,
  };
}
