import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import {
  dfyPackages,
  planGuaranteeDays,
  type SubscriptionPlanId,
  subscriptionPlans,
} from "../../core/plans-catalogue.ts";
import { capabilities } from "../../core/shipped-capabilities.ts";
import { pricingAr } from "../i18n/pricing-ar.ts";
import { pricingEn } from "../i18n/pricing-en.ts";
import { pricingFr } from "../i18n/pricing-fr.ts";
import type { PackageText } from "./package-text.ts";
import { guaranteePeriod, packageApplicationType, packageTeamSize, packageTexts } from "./packages.ts";
import { subscriptionFeatures } from "./subscription-features.ts";

/** Every string inside a value (objects and arrays walked), with where it was found. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const listFields = ["includes", "deliverables"] as const satisfies (keyof PackageText)[];
const lineFields = ["summary", "guarantee", "idealFor", "notIncluded"] as const satisfies (keyof PackageText)[];

describe("done-for-you package texts", () => {
  it("exist for every package of the catalogue, in every language, with no empty line or list", () => {
    const problems: string[] = [];
    for (const plan of dfyPackages) {
      for (const language of supportedLanguages) {
        const text = packageTexts[plan.id]?.[language];
        if (!text) {
          problems.push(`${plan.id}.${language} is missing`);
          continue;
        }
        for (const field of lineFields) if (!text[field]?.trim()) problems.push(`${plan.id}.${language}.${field}`);
        for (const field of listFields) {
          if (text[field].length === 0) problems.push(`${plan.id}.${language}.${field} is empty`);
          if (text[field].some((item) => !item.trim())) problems.push(`${plan.id}.${language}.${field} has a blank`);
          if (new Set(text[field]).size !== text[field].length)
            problems.push(`${plan.id}.${language}.${field} repeats`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("give each list the same number of items in every language (a translation drops nothing)", () => {
    const problems = dfyPackages.flatMap((plan) =>
      listFields.flatMap((field) => {
        const counts = supportedLanguages.map((language) => packageTexts[plan.id][language][field].length);
        return new Set(counts).size === 1 ? [] : [`${plan.id}.${field}: ${counts.join(" / ")}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("write no figure: prices, fees, hours, periods and team sizes come from the catalogue as data", () => {
    const texts = [
      ...strings(packageTexts, "packageTexts"),
      ...strings(subscriptionFeatures, "subscriptionFeatures"),
      // The UI strings: only {{placeholders}} may carry a number.
      ...[pricingEn, pricingFr, pricingAr].flatMap((catalog, index) =>
        strings(catalog, `pricing[${index}]`).map(({ path, text }) => ({
          path,
          text: text.replace(/\{\{[^}]*\}\}/g, ""),
        })),
      ),
    ];
    // Names that contain a digit but state no figure: the S1 form (health cover for pensioners).
    const names = /\bS1\b/g;
    const withDigits = texts.filter(({ text }) => /[0-9\u0660-\u0669\u06f0-\u06f9]/.test(text.replace(names, "")));
    expect(withDigits.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });

  it("preselect the consultation's application type that fits the package", () => {
    for (const plan of dfyPackages) {
      const type = packageApplicationType[plan.id];
      if (plan.group === "business") expect(type, plan.id).toBe("entrepreneur");
      else expect(["individual", "family"], plan.id).toContain(type);
    }
    expect(packageApplicationType["family-premium"]).toBe("family");
  });

  it("give team sizes only to the business packages, with a lower bound under the upper one", () => {
    for (const [id, size] of Object.entries(packageTeamSize)) {
      expect(dfyPackages.find((plan) => plan.id === id)?.group, id).toBe("business");
      if (size.max !== null) expect(size.min).toBeLessThan(size.max);
    }
    // Enterprise Setup starts where Business Expansion ends.
    expect(packageTeamSize["enterprise-setup"]?.min).toBe(packageTeamSize["business-expansion"]?.max);
  });
});

describe("guarantee periods", () => {
  it("read the plans' guarantee in days and the Enterprise concierge's in months (decisions.md: 6 months)", () => {
    for (const plan of dfyPackages) {
      if (plan.id === "enterprise-setup") expect(guaranteePeriod(plan)).toEqual({ unit: "months", count: 6 });
      else expect(guaranteePeriod(plan)).toEqual({ unit: "days", count: planGuaranteeDays });
    }
  });
});

describe("subscription features", () => {
  it("list features for every plan, in every language, with unique ids", () => {
    for (const plan of subscriptionPlans) {
      const features = subscriptionFeatures[plan.id];
      expect(features.length, plan.id).toBeGreaterThan(0);
      expect(new Set(features.map((feature) => feature.id)).size, plan.id).toBe(features.length);
      for (const feature of features)
        for (const language of supportedLanguages) expect(feature.text[language]?.trim(), feature.id).toBeTruthy();
    }
  });

  it("sell at least one feature that exists today on each plan", () => {
    for (const plan of subscriptionPlans) {
      expect(
        subscriptionFeatures[plan.id].some((feature) => feature.live),
        plan.id,
      ).toBe(true);
    }
  });

  it("take each feature's label from the shipped capabilities (issue 28): the assistant, the comparison and the detailed assessment are live", () => {
    const live = (plan: SubscriptionPlanId, id: string) =>
      subscriptionFeatures[plan].find((feature) => feature.id === id)?.live;
    for (const feature of Object.values(subscriptionFeatures).flat()) {
      if ("capability" in feature) expect(feature.live, feature.id).toBe(capabilities[feature.capability].shipped);
      else expect(feature.live, feature.id).toBe(true);
    }
    expect(live("premium-relocator", "assistant")).toBe(true);
    expect(live("free-explorer", "city-comparison")).toBe(true);
    expect(live("premium-relocator", "full-city-comparison")).toBe(true);
    // The detailed assessment is built (/assessment, saved at /assessment/saved/:id).
    expect(live("free-explorer", "detailed-assessment")).toBe(true);
    expect(live("premium-relocator", "unlimited-detailed-assessments")).toBe(true);
  });
});
