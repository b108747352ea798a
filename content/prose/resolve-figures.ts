import { numberFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { parisDate } from "../../core/paris-date.ts";
import { findCity } from "../cities/cities.ts";
import type { City } from "../cities/city-types.ts";
import { translatedText } from "../content-language.ts";
import { currentFact, isFactId } from "../facts/fact-on.ts";
import { type Fact, type FactKind, kindOf } from "../facts/fact-types.ts";
import type { FactId } from "../facts/facts.ts";
import { formatCheckedOn, formatFact, formatFactDate } from "../facts/format-fact.ts";
import { tokensIn } from "./prose-tokens.ts";

/** A figure ready to display: the value as text and where it comes from. */
export type Figure = {
  key: string;
  text: string;
  label: string;
  /** The language the label is written in: English where a fact has no Arabic label yet (marked with lang/dir). */
  labelLanguage: Language;
  /** Official source page; absent for our own estimates, which state their basis instead. */
  sourceUrl?: string;
  publisher?: string;
  basis?: string;
  checkedOn: string;
  /**
   * `checkedOn` as the page shows it ("22 November 2026"), formatted where the figure is resolved:
   * a browser that formats it while hydrating first loads ICU's locale data, some 20-30 ms of the
   * page's first seconds on a desktop core (2026-12-04 measurement).
   */
  checkedOnText: string;
  /** True for anything that is not an exact official value (approximations and our estimates). */
  estimate: boolean;
  /** Our own estimates are labelled "typical, from our experience — not an official figure". */
  kind: FactKind;
  /**
   * A value that changed in the last year: since when, and what it was before ("since 1 June
   * 2026; €12.02 per hour before"), so a reader who knew the old figure sees why it moved.
   */
  change?: { since: string; previous: string };
};

/** How long a change of value is worth mentioning beside the figure. */
const changeShownForDays = 366;

const costLabels: Record<keyof City["costs"], Record<Language, string>> = {
  rentOneBedroom: { en: "One-bedroom rent", fr: "Loyer d'un deux-pièces", ar: "إيجار شقة بغرفة نوم واحدة" },
  rentThreeBedroom: { en: "Three-bedroom rent", fr: "Loyer d'un quatre-pièces", ar: "إيجار شقة بثلاث غرف نوم" },
  foodAndDining: { en: "Food and dining", fr: "Alimentation et restaurants", ar: "الطعام والمطاعم" },
  transportation: { en: "Transport", fr: "Transports", ar: "المواصلات" },
  utilities: { en: "Utilities", fr: "Charges (énergie, eau, internet)", ar: "الخدمات" },
  totalMonthly: { en: "Total monthly costs", fr: "Coût mensuel total", ar: "إجمالي التكاليف الشهرية" },
};

function recentChange(fact: Fact, language: Language, today: string): Figure["change"] {
  if (!fact.since || !fact.previous) return undefined;
  const age = (Date.parse(today) - Date.parse(fact.since)) / 86_400_000;
  if (age > changeShownForDays) return undefined;
  return {
    since: formatFactDate(fact.since, language),
    previous: formatFact({ ...fact, value: fact.previous.value }, language),
  };
}

/** A registry figure as in force today in Paris (ADR 0057), ready to display. */
export function figureOfFact(id: FactId, language: Language, moment: Date = new Date()): Figure {
  const fact: Fact = currentFact(id, moment);
  const change = recentChange(fact, language, parisDate(moment));
  return {
    key: `fact:${id}`,
    text: formatFact(fact, language),
    label: language === "ar" ? (fact.label.ar ?? fact.label.en) : fact.label[language],
    labelLanguage: language === "ar" && !fact.label.ar ? "en" : language,
    sourceUrl: fact.source.url,
    publisher: fact.source.publisher,
    checkedOn: fact.checkedOn,
    checkedOnText: formatCheckedOn(fact.checkedOn, language),
    estimate: kindOf(fact) !== "official",
    kind: kindOf(fact),
    ...(change ? { change } : {}),
  };
}

export function figureOfCityCost(city: City, metric: keyof City["costs"], language: Language): Figure {
  const text = translatedText(city.text, language);
  const money = numberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const perMonth = { en: "per month", fr: "par mois", ar: "شهريًا" }[language];
  const estimate = { en: "our estimate", fr: "notre estimation", ar: "تقديرنا" }[language];
  return {
    key: `city:${city.id}.${metric}`,
    text: `${money.format(city.costs[metric].typical)} ${perMonth} (${estimate})`,
    label: `${costLabels[metric][language]} — ${text.name}`,
    labelLanguage: language,
    basis: translatedText(city.estimateBasis, language),
    checkedOn: city.estimateBasis.estimatedOn,
    checkedOnText: formatCheckedOn(city.estimateBasis.estimatedOn, language),
    estimate: true,
    kind: "our-estimate",
  };
}

/**
 * Resolves every token found in `content` into a displayable figure. Throws on an unknown token:
 * a page must never show a figure that is not in the registry or the city dataset.
 */
export function resolveFigures(content: unknown, language: Language): Record<string, Figure> {
  const figures: Record<string, Figure> = {};
  for (const token of tokensIn(content).values()) {
    if (token.kind === "fact") {
      if (!isFactId(token.id)) throw new Error(`Unknown fact in content: ${token.id}`);
      figures[token.key] = figureOfFact(token.id, language);
    } else {
      const city = findCity(token.city);
      if (!city || !(token.metric in city.costs)) throw new Error(`Unknown city figure in content: ${token.key}`);
      figures[token.key] = figureOfCityCost(city, token.metric as keyof City["costs"], language);
    }
  }
  return figures;
}
