import type { Language } from "../../core/languages.ts";
import type { OptionCost, ProcessingTime } from "../../core/recommend.ts";
import { currentFact, isFactId } from "../facts/fact-on.ts";
import type { Fact } from "../facts/fact-types.ts";
import { formatFact } from "../facts/format-fact.ts";

import { formatEuros, formatVisaCost, type VisaCostPart } from "../visas/visa-costs.ts";

/**
 * The wizard's figures written the way the visa pages write them, with the pages' own formatters
 * (content/visas/visa-costs.ts for costs, content/facts/format-fact.ts for times), from the values
 * the result carries: the same number reads the same on the result and on the linked page.
 */

/** The total in the reader's format: "€449" / "449 €". */
export function costTotalText(cost: OptionCost, language: Language): string {
  return formatEuros(cost.total, language);
}

/** "€99 visa fee + €300 residence-permit tax + €50 stamp duty = €449 total", as on the page. */
export function costBreakdownText(cost: OptionCost, language: Language): string {
  const parts = cost.parts.filter((part): part is VisaCostPart => isFactId(part.factId));
  return formatVisaCost({ slug: "", rate: "normal", firstPermit: "vls-ts", parts, total: cost.total }, language);
}

/** "2–4 weeks (estimate)": the registry fact's format, with the result's value. */
export function processingText(processing: ProcessingTime, language: Language): string {
  const { min, max, unit, factId } = processing;
  const value = min === max ? min : { min, max };
  const registered: Fact | undefined = isFactId(factId) ? currentFact(factId) : undefined;
  const fact: Fact = registered
    ? { ...registered, value, unit }
    : {
        value,
        unit,
        label: { en: "", fr: "" },
        source: { url: "", publisher: "" },
        checkedOn: "",
        kind: processing.ourEstimate ? "our-estimate" : "official",
      };
  return formatFact(fact, language);
}

/** An amount of the salary floor: "€39,582" / "39 582 €". */
export function eurosText(amount: number, language: Language): string {
  return formatEuros(amount, language);
}
