import type { PackageText } from "../../../content/pricing/package-text.ts";
import { guaranteePeriod, packageTeamSize, packageTextOf } from "../../../content/pricing/packages.ts";
import { subscriptionFeatures } from "../../../content/pricing/subscription-features.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { PlanTier } from "../../../core/plans.ts";
import {
  type DfyGroupId,
  type DfyPackageId,
  dfyPackagesOf,
  euEeaPackageWeeks,
  extraConsultingHourCents,
  formatEuros,
  pdfGuide,
  planGuaranteeDays,
  type SubscriptionPlanId,
  subscriptionPlans,
  subscriptionPriceCents,
  vatRatePercent,
  yearlySavingCents,
} from "../../../core/plans-catalogue.ts";
import { consultationHref } from "./consultation-prefill.ts";
import { type BillingChoice, intervalOf, type PricingTab } from "./pricing-query.ts";

/**
 * Everything the pricing page shows, read from the catalogue and the package texts and formatted
 * here, once, in the reader's language: the server and the browser then render the same text
 * (their Intl data may differ) and only the reader's language travels to the browser.
 */

/** How the viewer stands with a subscription: the button or badge its card shows. */
export type PlanStatus = "current" | "included" | "subscribe" | "register" | "none";

export type PlanCardView = {
  id: SubscriptionPlanId;
  name: string;
  /** Formatted price for the chosen interval; null when the plan costs nothing. */
  price: string | null;
  /** Yearly billing only: the saving over twelve monthly payments and what a month comes to. */
  yearlySaving: string | null;
  monthlyEquivalent: string | null;
  features: { id: string; live: boolean; text: string }[];
  status: PlanStatus;
};

export type PackageView = {
  id: DfyPackageId;
  name: string;
  /** Null: price on request. */
  price: string | null;
  hoursSaved: { count: number; orMore: boolean };
  externalFees: { min: string; max: string };
  guarantee: { unit: "days" | "months"; count: number };
  teamSize: { min: string; max: string | null } | null;
  weeks: { min: string; count: number } | null;
  text: PackageText;
  consultationHref: string;
};

export type PricingView = {
  vatRate: string;
  plans: PlanCardView[];
  planGuaranteeDays: number;
  /** The selected tab's packages only (none on the subscriptions tab). */
  packages: PackageView[];
  guide: { name: string; price: string; guaranteeDays: number };
  consultingHour: string;
};

function planStatus(id: SubscriptionPlanId, viewer: PlanTier | null): PlanStatus {
  if (id === "free-explorer") return viewer === "free" ? "current" : viewer === null ? "register" : "none";
  if (viewer === "premium") return "current";
  return viewer === "dfy" ? "included" : "subscribe";
}

export function pricingView(input: {
  language: Language;
  tab: PricingTab;
  billing: BillingChoice;
  viewer: PlanTier | null;
  search: { search: string };
}): PricingView {
  const { language, billing, viewer } = input;
  const euros = (cents: number) => formatEuros(cents, language);
  const number = numberFormat(language);
  const interval = intervalOf(billing);

  const plans = subscriptionPlans.map((plan): PlanCardView => {
    const cents = subscriptionPriceCents(plan, interval);
    const yearly = interval === "year" && cents > 0;
    return {
      id: plan.id,
      name: plan.name,
      price: cents > 0 ? euros(cents) : null,
      yearlySaving: yearly && yearlySavingCents(plan) > 0 ? euros(yearlySavingCents(plan)) : null,
      monthlyEquivalent: yearly ? euros(Math.round(cents / 12)) : null,
      features: subscriptionFeatures[plan.id].map((feature) => ({
        id: feature.id,
        live: feature.live,
        text: feature.text[language],
      })),
      status: planStatus(plan.id, viewer),
    };
  });

  const packagesOf = (group: DfyGroupId): PackageView[] =>
    dfyPackagesOf(group).map((plan) => {
      const team = packageTeamSize[plan.id];
      return {
        id: plan.id,
        name: plan.name,
        price: plan.priceCents === null ? null : euros(plan.priceCents),
        hoursSaved: { count: plan.hoursSaved.hours, orMore: plan.hoursSaved.orMore },
        externalFees: { min: euros(plan.externalFeesCents.min), max: euros(plan.externalFeesCents.max) },
        guarantee: guaranteePeriod(plan),
        teamSize: team
          ? { min: number.format(team.min), max: team.max === null ? null : number.format(team.max) }
          : null,
        weeks:
          plan.group === "eu-eea" ? { min: number.format(euEeaPackageWeeks.min), count: euEeaPackageWeeks.max } : null,
        text: packageTextOf(plan.id, language),
        consultationHref: consultationHref(plan.id, input.search),
      };
    });

  return {
    vatRate: numberFormat(language, { style: "percent" }).format(vatRatePercent / 100),
    plans,
    planGuaranteeDays,
    packages: input.tab === "subscriptions" ? [] : packagesOf(input.tab),
    guide: { name: pdfGuide.name, price: euros(pdfGuide.priceCents), guaranteeDays: pdfGuide.guaranteeDays },
    consultingHour: euros(extraConsultingHourCents),
  };
}
