import type { TFunction } from "i18next";
import { data, type RouterContextProvider } from "react-router";
import { visaRouteOf } from "../../../content/visas/visa-routes.ts";
import { maxCities, type ToolId, toolIds } from "../../../core/calculators/tool-query.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { breadcrumbJsonLd, type PageSeo } from "../../lib/seo.ts";
import { accountHref } from "../../lib/sign-in-href.ts";
import { siteUrlOf } from "../../lib/site-url.server.ts";
import { toolAccessOf } from "./tool-access.server.ts";

/** The calculators' path under /tools. */
export const toolPath = (tool: ToolId) => `/tools/${tool}`;

/**
 * What every tools page's loader starts from: the reader's language and words, what their plan
 * allows, today's date (UTC, for the timeline and the date checks), the links between the tools
 * in the page's language, and its description for search engines.
 */
export function toolPageBase(context: Readonly<RouterContextProvider>, url: URL, tool: ToolId | null) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const access = toolAccessOf(context);
  const path = tool ? toolPath(tool) : "/tools";
  const title = tool ? t(`tools.${tool === "cost-of-living" ? "costOfLiving" : tool}.title`) : t("tools.title");
  const description = tool
    ? t(`tools.${tool === "cost-of-living" ? "costOfLiving" : tool}.metaDescription`)
    : t("tools.metaDescription");
  const siteUrl = siteUrlOf(context);
  const trail = [
    { name: t("content.home"), path: "/" },
    { name: t("tools.breadcrumb"), path: "/tools" },
    ...(tool ? [{ name: title, path }] : []),
  ];
  const seo: PageSeo = {
    title: `${title} · Passerelle`,
    description,
    siteUrl,
    path,
    language,
    jsonLd: [breadcrumbJsonLd(siteUrl, language, trail)],
  };
  return {
    t,
    language,
    access,
    today: new Date().toISOString().slice(0, 10),
    common: {
      title,
      trail,
      access,
      maxCities: numberFormat(language).format(maxCities),
      formAction: keepLanguage(path, { search: "" }),
      postAction: `${path}${url.search}`,
      hrefs: Object.fromEntries(toolIds.map((id) => [id, keepLanguage(toolPath(id), url)])) as Record<ToolId, string>,
      toolsHref: keepLanguage("/tools", url),
      pricingHref: keepLanguage("/pricing", url),
      signInHref: access.signedIn ? null : keepLanguage(accountHref("/login", url.pathname, url.search), url),
      seo,
    },
  };
}

export type ToolPageCommon = ReturnType<typeof toolPageBase>["common"];

/** The page with its view: 400 while any input is refused (never a 500, whatever the URL holds). */
export function toolAnswer<Payload extends { view: { errors: Record<string, unknown> } }>(payload: Payload) {
  return data(payload, { status: Object.keys(payload.view.errors).length > 0 ? 400 : 200 });
}

/** The name a saved scenario is offered unless its owner types one (80 characters at most). */
export function defaultScenarioName(t: TFunction, tool: ToolId, details: string | null | undefined): string {
  return details ? t("tools.save.defaultName", { tool: t(`tools.names.${tool}`), details }).slice(0, 80) : "";
}

/**
 * The visas a tool offers, each route once under the catalogue's name in the reader's language
 *: a slug that repeats another's permit is accepted in the query (./visa-route-param.ts)
 * but not listed twice.
 */
export function visaChoices(slugs: readonly string[], language: Language) {
  return slugs.flatMap((slug) => {
    const route = visaRouteOf(slug);
    return route?.slug === slug ? [{ value: slug, label: route.name[language] }] : [];
  });
}
