import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { subscriptionFeatures } from "../pricing/subscription-features.ts";
import { pricingPassages } from "./passages-pricing.ts";

/**
 * The assistant says what the pricing page says: the features it sells are the live ones, by the
 * same list of shipped capabilities, and none of those still marked "coming soon".
 */
describe("the assistant's pricing passages", () => {
  const features = Object.values(subscriptionFeatures).flat();
  const byId = (id: string) => features.find((feature) => feature.id === id);

  it.each(supportedLanguages)("list every live feature and no coming-soon one (%s)", (language) => {
    const passage = pricingPassages(language).find((p) => p.id === `pricing:subscriptions:${language}`);
    if (!passage) throw new Error("no subscriptions passage");
    for (const feature of features) {
      if (feature.live) expect(passage.text, feature.id).toContain(feature.text[language]);
      else expect(passage.text, feature.id).not.toContain(feature.text[language]);
    }
    // Built and live: the assistant, the city comparison and the detailed assessment are sold as
    // present.
    for (const id of [
      "assistant",
      "city-comparison",
      "full-city-comparison",
      "detailed-assessment",
      "unlimited-detailed-assessments",
    ])
      expect(passage.text, id).toContain(byId(id)?.text[language]);
  });
});
