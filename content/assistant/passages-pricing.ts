import type { Passage } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { dfyPackagesOf, formatEuros, subscriptionPlans } from "../../core/plans-catalogue.ts";
import { pricingAr } from "../i18n/pricing-ar.ts";
import { pricingEn } from "../i18n/pricing-en.ts";
import { pricingFr } from "../i18n/pricing-fr.ts";
import { packageTextOf } from "../pricing/packages.ts";
import { subscriptionFeatures } from "../pricing/subscription-features.ts";
import { labelled, pageUrl } from "./passage-text.ts";

/**
 * Our plans and packages as passages, so "how much is Premium?" is answered with the
 * catalogue's prices (core/plans-catalogue.ts, formatted like the pricing page) in every language,
 * Arabic included, and cited as /pricing. Only features the product has today are listed: a plan
 * never sells, through the assistant either, what the pricing page marks "coming soon". Both read
 * `live` from the same list of shipped capabilities (core/shipped-capabilities.ts, ADR 0061).
 */

const texts = { en: pricingEn, fr: pricingFr, ar: pricingAr };

/**
 * The word a reader asks with ("how much is the subscription's price?"): the page shows prices as
 * figures alone, and a passage that never says the word loses the question to one that does.
 */
const priceWord: Record<Language, string> = { en: "price", fr: "prix", ar: "السعر" };

export function pricingPassages(language: Language): Passage[] {
  const text = texts[language];
  const url = pageUrl("/pricing", language, "pricing-panel");
  const plans = subscriptionPlans.map((plan) => {
    const price =
      plan.monthlyCents === 0
        ? text.free
        : `${formatEuros(plan.monthlyCents, language)} ${text.perMonth}${language === "ar" ? "، " : ", "}${formatEuros(plan.yearlyCents, language)} ${text.perYear}`;
    const features = subscriptionFeatures[plan.id]
      .filter((feature) => feature.live)
      .map((feature) => feature.text[language]);
    return `${labelled(`${plan.name} (${priceWord[language]})`, price, language)}. ${features.join(". ")}.`;
  });
  const passages: Passage[] = [
    {
      id: `pricing:subscriptions:${language}`,
      kind: "guide",
      language,
      title: text.subscriptions.title,
      text: plans.join(" "),
      url,
      sources: [],
    },
  ];
  // One passage per group of packages, as the pricing page's tabs: a package's own summary would
  // otherwise outrank the visa page a founder or a family is asking about.
  const groups = [
    ["individuals", text.individuals.title],
    ["business", text.business.title],
    ["eu-eea", text.euEea.title],
  ] as const;
  for (const [group, title] of groups) {
    const lines = dfyPackagesOf(group).map((plan) => {
      const price =
        plan.priceCents === null
          ? text.package.priceOnRequest
          : `${formatEuros(plan.priceCents, language)} (${text.package.oneTime})`;
      return `${labelled(plan.name, price, language)}. ${packageTextOf(plan.id, language).summary}`;
    });
    passages.push({
      id: `pricing:${group}:${language}`,
      kind: "guide",
      language,
      title,
      text: lines.join(" "),
      url,
      sources: [],
    });
  }
  return passages;
}
