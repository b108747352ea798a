import type { Passage } from "../../core/assistant/assistant-contract.ts";
import { cityPassages } from "./passages-cities.ts";
import { factPassages } from "./passages-facts.ts";
import { guidePassages, helpNumberPassages } from "./passages-guides.ts";
import { pricingPassages } from "./passages-pricing.ts";
import { toolPassages } from "./passages-tools.ts";
import { visaPassages } from "./passages-visas.ts";

/**
 * Everything the assistant can quote that ships with the code (ADR 0041): visa pages,
 * guides, registry figures, cities, tools and our plans, in English and French; in Arabic what is
 * written in Arabic (the translated visa pages and guides, registry labels, the emergency numbers,
 * the tools, the plans) — an Arabic question otherwise falls back to the English passages, with a
 * note. Blog posts and FAQ items live in the
 * database and are added by server/modules/assistant/knowledge-base.ts.
 */
export function contentPassages(): Passage[] {
  return [
    ...visaPassages("en"),
    ...visaPassages("fr"),
    ...visaPassages("ar"),
    ...guidePassages("en"),
    ...guidePassages("fr"),
    ...guidePassages("ar"),
    ...factPassages("en"),
    ...factPassages("fr"),
    ...factPassages("ar"),
    ...cityPassages("en"),
    ...cityPassages("fr"),
    ...cityPassages("ar"),
    ...toolPassages("en"),
    ...toolPassages("fr"),
    ...toolPassages("ar"),
    ...helpNumberPassages("en"),
    ...helpNumberPassages("fr"),
    ...helpNumberPassages("ar"),
    ...pricingPassages("en"),
    ...pricingPassages("fr"),
    ...pricingPassages("ar"),
  ];
}
