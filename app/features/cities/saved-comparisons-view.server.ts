import type { RouterContextProvider } from "react-router";
import { dateTimeFormat } from "../../../core/intl-formats.ts";
import { canSaveComparisons } from "../../../core/saved-comparison.ts";
import { listComparisons } from "../../../server/modules/city-comparisons/list-comparisons.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getI18n, getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import { comparisonHref } from "./comparison-query.ts";
import type { SavedComparisonsData } from "./saved-comparisons.tsx";

/**
 * The dashboard's "Saved city comparisons" (ADR 0062), or null for anyone whose plan does not
 * save comparisons (the comparison page tells them what the plan adds; a dashboard section that
 * could only be empty would say nothing). Titles and dates in the page's language; each link
 * reopens the comparison, keeping a pinned language.
 */
export async function savedComparisonsData(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<SavedComparisonsData | null> {
  const user = currentUser(context);
  if (!user || !canSaveComparisons(user.userPlan)) return null;
  const { t } = getI18n(context);
  const language = getLocale(context);
  const saved = await listComparisons(context.get(serverContext).services.db, user.id, language);
  const date = dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  return {
    items: saved.map((comparison) => ({
      id: comparison.id,
      title: comparison.title,
      savedOn: t("cities.saved.savedOn", { date: date.format(new Date(comparison.createdAt)) }),
      href: keepLanguage(comparison.href, url),
    })),
    action: keepLanguage("/dashboard", url),
    compareHref: keepLanguage(comparisonHref({ cities: [] }), url),
    notice: url.searchParams.get("comparison") === "deleted" ? t("cities.saved.deletedNotice") : null,
  };
}
