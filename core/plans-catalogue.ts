import { numberFormat } from "./intl-formats.ts";
/**
 * The one plan catalogue: every price the product shows for a subscription or a done-for-you
 * package is read from here, never written in a component. Prices are integer cents in EUR; pages
 * format them with Intl.NumberFormat.
 */

export type SubscriptionPlanId = "free-explorer" | "premium-relocator";

export type SubscriptionPlan = {
  id: SubscriptionPlanId;
  tier: "free" | "premium";
  /** Proper name, the same in every language. */
  name: string;
  monthlyCents: number;
  yearlyCents: number;
};

export const subscriptionPlans: readonly SubscriptionPlan[] = [
  { id: "free-explorer", tier: "free", name: "Free Explorer", monthlyCents: 0, yearlyCents: 0 },
  { id: "premium-relocator", tier: "premium", name: "Premium Relocator", monthlyCents: 2900, yearlyCents: 29000 },
];

export type DfyGroupId = "individuals" | "business" | "eu-eea";

export type DfyPackageId =
  | "essential-relocation"
  | "family-premium"
  | "executive-vip"
  | "startup-launch"
  | "business-expansion"
  | "enterprise-setup"
  | "eu-eea-freedom";

export type DfyPackage = {
  id: DfyPackageId;
  group: DfyGroupId;
  /** Proper name, one per package (no aliases), the same in every language. */
  name: string;
  /** One-time price; null means "price on request". */
  priceCents: number | null;
  /** The time the package saves its client: about this many hours; `orMore` reads "100+". */
  hoursSaved: { hours: number; orMore: boolean };
  /** What the authorities, translators and others charge on top, our estimate range. */
  externalFeesCents: { min: number; max: number };
  /** Days within which the client may ask for their money back. */
  guaranteeDays: number;
};

/** Money-back guarantees: plans 30 days, the Enterprise concierge 6 months, the PDF guide 7 days. */
export const planGuaranteeDays = 30;
const enterpriseGuaranteeDays = 183;

export const dfyPackages: readonly DfyPackage[] = [
  {
    id: "essential-relocation",
    group: "individuals",
    name: "Essential Relocation",
    priceCents: 99_700,
    hoursSaved: { hours: 20, orMore: false },
    externalFeesCents: { min: 20_000, max: 80_000 },
    guaranteeDays: planGuaranteeDays,
  },
  {
    id: "family-premium",
    group: "individuals",
    name: "Family Premium",
    priceCents: 199_700,
    hoursSaved: { hours: 50, orMore: false },
    externalFeesCents: { min: 50_000, max: 150_000 },
    guaranteeDays: planGuaranteeDays,
  },
  {
    id: "executive-vip",
    group: "individuals",
    name: "Executive VIP",
    priceCents: 499_700,
    hoursSaved: { hours: 100, orMore: true },
    externalFeesCents: { min: 100_000, max: 300_000 },
    guaranteeDays: planGuaranteeDays,
  },
  {
    id: "startup-launch",
    group: "business",
    name: "Startup Launch",
    priceCents: 149_700,
    hoursSaved: { hours: 40, orMore: false },
    externalFeesCents: { min: 40_000, max: 120_000 },
    guaranteeDays: planGuaranteeDays,
  },
  {
    id: "business-expansion",
    group: "business",
    name: "Business Expansion",
    priceCents: 299_700,
    hoursSaved: { hours: 80, orMore: false },
    externalFeesCents: { min: 80_000, max: 250_000 },
    guaranteeDays: planGuaranteeDays,
  },
  {
    id: "enterprise-setup",
    group: "business",
    name: "Enterprise Setup",
    priceCents: 999_700,
    hoursSaved: { hours: 150, orMore: true },
    externalFeesCents: { min: 200_000, max: 800_000 },
    guaranteeDays: enterpriseGuaranteeDays,
  },
  {
    id: "eu-eea-freedom",
    group: "eu-eea",
    name: "EU/EEA Freedom Package",
    priceCents: null,
    hoursSaved: { hours: 40, orMore: false },
    externalFeesCents: { min: 30_000, max: 120_000 },
    guaranteeDays: planGuaranteeDays,
  },
];

/** The EU/EEA Freedom Package takes 4-6 weeks. */
export const euEeaPackageWeeks = { min: 4, max: 6 };

export function dfyPackageById(id: string): DfyPackage | undefined {
  return dfyPackages.find((plan) => plan.id === id);
}

/** Extra consulting: billed by the hour on a done-for-you invoice. */
export const extraConsultingHourCents = 15_000;

/** The premium PDF guide: 19 EUR, instant download, 7-day money back. */
export const pdfGuide = {
  id: "pdf-guide",
  name: "Passerelle France Relocation Guide 2026",
  priceCents: 1_900,
  guaranteeDays: 7,
} as const;

export type BillingInterval = "month" | "year";

/** The subscription price for an interval, from the catalogue (never from the browser). */
export function subscriptionPriceCents(plan: SubscriptionPlan, interval: BillingInterval): number {
  return interval === "year" ? plan.yearlyCents : plan.monthlyCents;
}

/** What a year costs less when paid yearly than twelve monthly payments (0 when it does not). */
export function yearlySavingCents(plan: SubscriptionPlan): number {
  return Math.max(0, plan.monthlyCents * 12 - plan.yearlyCents);
}

/** French VAT at the standard rate (CGI art. 278): every price we show includes it. */
export const vatRatePercent = 20;

/**
 * Splits a VAT-inclusive amount into net and VAT, in whole cents: net = round(total / 1.2) and
 * VAT is the rest, so the two always add up to the price the customer saw.
 */
export function vatIncluded(totalCents: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((totalCents * 100) / (100 + vatRatePercent));
  return { netCents, vatCents: totalCents - netCents };
}

export function dfyPackagesOf(group: DfyGroupId): DfyPackage[] {
  return dfyPackages.filter((plan) => plan.group === group);
}

/** "997 €" / "€997": whole euros when the amount is whole, in the reader's language. */
export function formatEuros(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return numberFormat(language, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
