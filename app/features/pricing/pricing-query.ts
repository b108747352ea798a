import type { BillingInterval } from "../../../core/plans-catalogue.ts";

/**
 * The pricing page's state lives in its address, so every tab and the billing toggle are plain
 * links that work without JavaScript and can be shared: `?tab=` and `?billing=`. Anything else in
 * the address (such as ?lang=) is kept. Unknown values fall back to the defaults.
 */
export const pricingTabs = ["subscriptions", "individuals", "business", "eu-eea"] as const;
export type PricingTab = (typeof pricingTabs)[number];
export const billingChoices = ["monthly", "yearly"] as const;
export type BillingChoice = (typeof billingChoices)[number];

export function tabOf(search: URLSearchParams): PricingTab {
  const value = search.get("tab");
  return (pricingTabs as readonly string[]).includes(value ?? "") ? (value as PricingTab) : "subscriptions";
}

export function billingOf(search: URLSearchParams): BillingChoice {
  return search.get("billing") === "yearly" ? "yearly" : "monthly";
}

export function intervalOf(billing: BillingChoice): BillingInterval {
  return billing === "yearly" ? "year" : "month";
}

/** Set by /checkout when it refused a purchase: shown once, not carried to the next link. */
export const checkoutErrorParam = "checkoutError";

/** /pricing with the current address's parameters, some replaced. */
export function pricingHref(search: URLSearchParams, patch: { tab?: PricingTab; billing?: BillingChoice }): string {
  const next = new URLSearchParams(search);
  next.delete(checkoutErrorParam);
  if (patch.tab) next.set("tab", patch.tab);
  if (patch.billing) next.set("billing", patch.billing);
  return `/pricing?${next}`;
}
