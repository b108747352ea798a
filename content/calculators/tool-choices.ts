import type { ToolChoices } from "../../core/calculators/tool-query.ts";
import { cities } from "../cities/cities.ts";
import { visaCatalogue } from "../visas/visa-catalogue.ts";
import { visaCostOf, visaProcessingOf } from "../visas/visa-costs.ts";

/**
 * What the calculators offer: the dataset's seven cities, and the visas the registry can price
 * (budget: a cost composition) or time (timeline: a typical processing time), in the catalogue's
 * order. A visa without figures is left out rather than shown with a guess.
 */
export const toolChoices: ToolChoices = {
  cities: cities.map((city) => city.id),
  budgetVisas: visaCatalogue.filter((visa) => visaCostOf(visa.slug)).map((visa) => visa.slug),
  timelineVisas: visaCatalogue.filter((visa) => visaProcessingOf(visa.slug)).map((visa) => visa.slug),
};
