import type { TFunction } from "i18next";
import { costOfLivingFor } from "../../../content/calculators/cost-of-living-for-city.ts";
import { toolChoices } from "../../../content/calculators/tool-choices.ts";
import { findCity } from "../../../content/cities/cities.ts";
import type { City } from "../../../content/cities/city-types.ts";
import { type Figure, figureOfCityCost } from "../../../content/prose/resolve-figures.ts";
import { type CostCategory, costCategories } from "../../../core/calculators/cost-of-living.ts";
import {
  type CostOfLivingQuery,
  maxCities,
  parseCostOfLivingQuery,
  type RawValues,
} from "../../../core/calculators/tool-query.ts";
import type { Language } from "../../../core/languages.ts";
import { type AssumptionsView, assumptionsView } from "./assumptions-view.server.ts";
import { cityNameKey } from "./city-name-key.ts";
import { fieldErrors } from "./field-errors.server.ts";
import { type RangeView, rangeView } from "./range-view.ts";
import type { ToolAccess } from "./tool-access.server.ts";
import { toolFormats } from "./tool-formats.server.ts";

/** One city's result: each category's range, the totals, and the largest figure (the chart's scale). */
export type CostCityView = {
  cityId: string;
  cityName: string;
  rows: { category: CostCategory; range: RangeView }[];
  monthly: RangeView;
  yearly: RangeView;
};

export type CostOfLivingView = {
  values: RawValues;
  /** The cities the form shows selected: the first, then the comparison slots. */
  selectedCities: string[];
  errors: Record<string, string>;
  results: CostCityView[];
  /** What the household was described as, e.g. "One-bedroom flat, household of 1, Moderate". */
  details: string | null;
  /** Cities asked for beyond the viewer's allowance: the free calculator shows the first one. */
  limitNotice: string | null;
  /** The canonical query of what is shown (for saving), or null without a result. */
  query: string | null;
  assumptions: AssumptionsView;
  sources: Figure[];
};

const sourceMetrics = ["rentOneBedroom", "rentThreeBedroom", "foodAndDining", "transportation", "utilities"] as const;

export function costOfLivingView(input: {
  params: URLSearchParams;
  access: ToolAccess;
  language: Language;
  t: TFunction;
  today: string;
}): CostOfLivingView {
  const { t, language, access } = input;
  const format = toolFormats(language);
  const parsed = parseCostOfLivingQuery(input.params, toolChoices);
  const requested = parsed.status === "valid" ? parsed.input.cities : [];
  const shownIds = requested.slice(0, access.maxCities);
  const shown = shownIds.map((id) => findCity(id)).filter((city): city is City => city !== undefined);
  const query: CostOfLivingQuery | null =
    parsed.status === "valid" ? { ...parsed.input, cities: shown.map((city) => city.id) } : null;
  const results = query
    ? shown.map((city): CostCityView => {
        const result = costOfLivingFor(city, query);
        return {
          cityId: city.id,
          cityName: t(cityNameKey(city.id)),
          rows: costCategories.map((category) => ({ category, range: rangeView(result[category], format.euros) })),
          monthly: rangeView(result.monthly, format.euros),
          yearly: rangeView(result.yearly, format.euros),
        };
      })
    : [];
  const firstCity = shown[0];
  return {
    values: parsed.values,
    selectedCities: input.params
      .getAll("city")
      .filter((id) => toolChoices.cities.includes(id))
      .slice(0, access.maxCities),
    errors: parsed.status === "invalid" ? fieldErrors(parsed.errors, t, format, input.today) : {},
    results,
    details: query
      ? [
          t(`tools.form.housingOptions.${query.housing}`),
          t("tools.costOfLiving.people", { number: format.number(query.people) }),
          t(`tools.form.lifestyleOptions.${query.lifestyle}`),
        ].join(t("cities.listSeparator"))
      : null,
    limitNotice:
      firstCity && requested.length > shown.length
        ? t("tools.costOfLiving.oneCityOnly", {
            number: format.number(requested.length),
            city: t(cityNameKey(firstCity.id)),
            max: format.number(maxCities),
          })
        : null,
    query: parsed.status === "valid" && shown.length === requested.length ? parsed.query : null,
    assumptions: assumptionsView("cost-of-living", t, format),
    sources: shown.flatMap((city) => sourceMetrics.map((metric) => figureOfCityCost(city, metric, language))),
  };
}
