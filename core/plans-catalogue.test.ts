import { describe, expect, it } from "vitest";
import { dfyPackages, dfyPackagesOf, formatEuros, subscriptionPlans } from "./plans-catalogue.ts";

// One name per package and these prices, in EUR: what the product sells.
describe("plan catalogue", () => {
  it("has the done-for-you packages of the product decisions, in integer cents", () => {
    const prices = Object.fromEntries(dfyPackages.map((plan) => [plan.name, plan.priceCents]));
    expect(prices).toEqual({
      "Essential Relocation": 99_700,
      "Family Premium": 199_700,
      "Executive VIP": 499_700,
      "Startup Launch": 149_700,
      "Business Expansion": 299_700,
      "Enterprise Setup": 999_700,
      "EU/EEA Freedom Package": null,
    });
    for (const plan of dfyPackages) if (plan.priceCents !== null) expect(Number.isInteger(plan.priceCents)).toBe(true);
  });

  it("groups the packages for individuals and for businesses, cheapest first", () => {
    expect(dfyPackagesOf("individuals").map((plan) => plan.id)).toEqual([
      "essential-relocation",
      "family-premium",
      "executive-vip",
    ]);
    expect(dfyPackagesOf("business").map((plan) => plan.id)).toEqual([
      "startup-launch",
      "business-expansion",
      "enterprise-setup",
    ]);
  });

  it("prices the Premium subscription once, monthly and yearly", () => {
    expect(subscriptionPlans.map((plan) => [plan.id, plan.monthlyCents, plan.yearlyCents])).toEqual([
      ["free-explorer", 0, 0],
      ["premium-relocator", 2900, 29000],
    ]);
  });

  it("formats euros in the reader's language, with cents only when there are some", () => {
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");
    expect(formatEuros(199_700, "en")).toBe("€1,997");
    expect(plain(formatEuros(199_700, "fr"))).toBe("1 997 €");
    expect(formatEuros(2_950, "en")).toBe("€29.50");
  });
});
