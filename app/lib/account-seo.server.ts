import type { RouterContextProvider } from "react-router";
import { getLocale } from "../i18n/i18next-middleware.server.ts";
import type { PageSeo } from "./seo.ts";
import { siteUrlOf } from "./site-url.server.ts";

/** SEO of an account page: translated title, never indexed (private or form-only pages). */
export function accountPageSeo(
  context: Readonly<RouterContextProvider>,
  path: string,
  title: string,
  description: string,
): PageSeo {
  const locale = getLocale(context);
  return {
    title: `${title} · Passerelle`,
    description,
    siteUrl: siteUrlOf(context),
    path,
    language: locale,
    noindex: true,
  };
}
