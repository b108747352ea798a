/**
 * The one plan catalogue (decisions.md "Plans and access"): every price the product shows for a
 * subscription or a done-for-you package is read from here, never written in a component.
 * Prices are integer cents in EUR; pages format them with Intl.NumberFormat.
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
  /** Proper name, one per package (the spec's aliases are dropped), the same in every language. */
  name: string;
  /** One-time price; null means "price on request". */
  priceCents: number | null;
};

export const dfyPackages: readonly DfyPackage[] = [
  { id: "essential-relocation", group: "individuals", name: "Essential Relocation", priceCents: 99_700 },
  { id: "family-premium", group: "individuals", name: "Family Premium", priceCents: 199_700 },
  { id: "executive-vip", group: "individuals", name: "Executive VIP", priceCents: 499_700 },
  { id: "startup-launch", group: "business", name: "Startup Launch", priceCents: 149_700 },
  { id: "business-expansion", group: "business", name: "Business Expansion", priceCents: 299_700 },
  { id: "enterprise-setup", group: "business", name: "Enterprise Setup", priceCents: 999_700 },
  { id: "eu-eea-freedom", group: "eu-eea", name: "EU/EEA Freedom Package", priceCents: null },
];

export function dfyPackagesOf(group: DfyGroupId): DfyPackage[] {
  return dfyPackages.filter((plan) => plan.group === group);
}

/** "997 €" / "€997": whole euros when the amount is whole, in the reader's language. */
export function formatEuros(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
