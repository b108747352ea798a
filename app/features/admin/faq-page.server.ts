import type { RouterContextProvider } from "react-router";
import { type FaqPage, faqPages } from "../../../core/back-office/back-office-inputs.ts";
import { isLanguage } from "../../../core/languages.ts";
import { listFaqItems } from "../../../server/modules/faq/faq-items.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../../lib/account-seo.server.ts";

const doneIntents = ["create", "update", "delete"] as const;

/** The page an address asks for (?page=home|help), the home page's FAQ by default. */
export function pageOf(url: URL): FaqPage {
  const asked = url.searchParams.get("page");
  return faqPages.find((page) => page === asked) ?? "home";
}

/** /admin/faq?in=<language>&page=<home|help>: one page's FAQ items in one language, in their order, each editable. */
export async function faqPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { t } = getI18n(context);
  const asked = url.searchParams.get("in");
  const language = isLanguage(asked) ? asked : getLocale(context);
  const page = pageOf(url);
  const done = url.searchParams.get("done");
  return {
    language,
    page,
    items: await listFaqItems(context.get(serverContext).services.db, { language, page }),
    done: doneIntents.find((intent) => intent === done) ?? null,
    seo: accountPageSeo(context, url.pathname, t("backOffice.faq.title"), t("backOffice.faq.metaDescription")),
  };
}
