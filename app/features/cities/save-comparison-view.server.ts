import type { RouterContextProvider } from "react-router";
import type { CityId } from "../../../content/cities/city-types.ts";
import { subscriptionPlans } from "../../../core/plans-catalogue.ts";
import { canSaveComparisons, minSavedCities, sameCities } from "../../../core/saved-comparison.ts";
import { comparisonTitle } from "../../../server/modules/city-comparisons/comparison-record.ts";
import { listComparisons } from "../../../server/modules/city-comparisons/list-comparisons.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { accountHref } from "../../lib/sign-in-href.ts";
import { currentUser } from "../../lib/viewer.server.ts";
import type { SaveComparisonView } from "./save-comparison.tsx";

/**
 * What the comparison page offers about saving the cities it shows (ADR 0062), or null when fewer
 * than two are compared (nothing worth keeping). `canonical` is the comparison's own address, the
 * one a visitor comes back to after signing in and the one the save form posts to.
 */
export async function saveComparisonView(
  context: Readonly<RouterContextProvider>,
  url: URL,
  compared: readonly CityId[],
  canonical: string,
): Promise<SaveComparisonView | null> {
  if (compared.length < minSavedCities) return null;
  const user = currentUser(context);
  if (!user || !canSaveComparisons(user.userPlan)) {
    const premium = subscriptionPlans.find((plan) => plan.tier === "premium");
    return {
      kind: "upgrade",
      planName: premium?.name ?? "",
      pricingHref: keepLanguage("/pricing", url),
      signInHref: user ? null : keepLanguage(accountHref("/login", canonical), url),
    };
  }
  const language = getLocale(context);
  const kept = await listComparisons(context.get(serverContext).services.db, user.id, language);
  const same = kept.find((comparison) => sameCities(comparison.cities, compared));
  if (same)
    return { kind: "saved", title: same.title, dashboardHref: keepLanguage("/dashboard#saved-comparisons", url) };
  return {
    kind: "form",
    action: canonical,
    cities: compared.join(","),
    autoTitle: comparisonTitle(null, compared, language),
  };
}
