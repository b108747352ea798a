import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { OtherServices } from "../features/pricing/other-services.tsx";
import { PackageCard } from "../features/pricing/package-card.tsx";
import { billingOf, checkoutErrorParam, type PricingTab, tabOf } from "../features/pricing/pricing-query.ts";
import { PricingTabs } from "../features/pricing/pricing-tabs.tsx";
import { pricingView } from "../features/pricing/pricing-view.server.ts";
import { SubscriptionPlans } from "../features/pricing/subscription-plans.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import { currentUser } from "../lib/viewer.server.ts";
import type { Route } from "./+types/pricing";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const language = getLocale(context);
  const user = currentUser(context);
  const tab = tabOf(url.searchParams);
  const billing = billingOf(url.searchParams);
  // A purchase /checkout refused comes back here with its message key: say why, in words.
  const refused = url.searchParams.get(checkoutErrorParam);
  return {
    checkoutError: refused && /^[a-z_]{1,64}$/.test(refused) ? apiMessage(language, refused) : null,
    tab,
    billing,
    search: url.search,
    view: pricingView({ language, tab, billing, viewer: user?.userPlan ?? null, search: url }),
    signedIn: user !== null,
    // This page view's checkout attempt: the idempotency key /checkout keys its order on, so a
    // double click or a resent form makes one order; a new visit makes a new attempt.
    attempt: crypto.randomUUID(),
    checkoutAction: keepLanguage("/checkout", url),
    guideHref: keepLanguage("/pdf-guide", url),
    seo: {
      title: `${t("page.pricing")} · Passerelle`,
      description: t("pricing.metaDescription"),
      siteUrl: siteUrlOf(context),
      path: "/pricing",
      language,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

const panelTitleKeys = {
  subscriptions: ["pricing.subscriptions.title", "pricing.subscriptions.intro"],
  individuals: ["pricing.individuals.title", "pricing.individuals.intro"],
  business: ["pricing.business.title", "pricing.business.intro"],
  "eu-eea": ["pricing.euEea.title", "pricing.euEea.intro"],
} as const satisfies Record<PricingTab, readonly [string, string]>;

/**
 * /pricing: subscriptions and done-for-you packages. Server-rendered and
 * whole without JavaScript: the tabs and the billing toggle are links, the subscribe button is a
 * plain form to /checkout, and the packages lead to the prefilled consultation form.
 */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, billing, view } = loaderData;
  const search = useMemo(() => new URLSearchParams(loaderData.search), [loaderData.search]);
  const [titleKey, introKey] = panelTitleKeys[tab];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t("page.pricing")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("pricing.intro")}</p>

      <PricingTabs current={tab} search={search} />

      <section aria-labelledby="pricing-panel" className="mt-8">
        <h2 id="pricing-panel" className="text-2xl font-bold text-brand-900">
          {t(titleKey)}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t(introKey)}</p>
        {tab === "subscriptions" ? (
          <SubscriptionPlans
            view={view}
            billing={billing}
            search={search}
            checkoutAction={loaderData.checkoutAction}
            attempt={loaderData.attempt}
            signedIn={loaderData.signedIn}
            checkoutError={loaderData.checkoutError}
          />
        ) : (
          <div className={`mt-6 grid gap-6 ${view.packages.length > 1 ? "lg:grid-cols-3" : "max-w-2xl"}`}>
            {view.packages.map((plan) => (
              <PackageCard key={plan.id} plan={plan} vatRate={view.vatRate} />
            ))}
          </div>
        )}
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{t("pricing.notLegalAdvice")}</p>
      </section>

      <OtherServices view={view} guideHref={loaderData.guideHref} />
    </div>
  );
}
