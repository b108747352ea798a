import type { TFunction } from "i18next";
import { recommendationTexts } from "../../../content/wizard/recommendation-texts.ts";
import { countryName, isCountryCode } from "../../../core/countries.ts";
import { dateTimeFormat, numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { type IncomeBand, incomeBands, type OptionId, type Profession, professions } from "../../../core/recommend.ts";
import type { AssessmentSummary } from "../../../server/modules/assessments/assessment-summary.ts";

/** A saved wizard run as the profile shows it, every word and number already in the reader's language. */
export type AssessmentListItem = {
  id: string;
  createdAt: string;
  date: string;
  country: string;
  profession: string;
  income: string;
  topOptions: { id: string; name: string; match: string }[];
};

const isOptionId = (id: string): id is OptionId => Object.hasOwn(recommendationTexts, id);

/** The wizard's own band labels ("Under €2,000", "2 000–4 000 €"), as its dialog writes them. */
function incomeLabel(income: string, t: TFunction, language: Language): string {
  if (!(incomeBands as readonly string[]).includes(income)) return income;
  const money = numberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const labels: Record<IncomeBand, string> = {
    under_2k: t("wizard.income.under", { amount: money.format(2000) }),
    "2k_4k": t("wizard.income.range", { range: money.formatRange(2000, 4000) }),
    "4k_6k": t("wizard.income.range", { range: money.formatRange(4000, 6000) }),
    over_6k: t("wizard.income.over", { amount: money.format(6000) }),
  };
  return labels[income as IncomeBand];
}

/**
 * Formatted on the server, once, like the profile's join date: the browser's Intl data may differ
 * from Node's, and a difference would be a hydration error (ADR 0014).
 */
export function assessmentListItem(summary: AssessmentSummary, t: TFunction, language: Language): AssessmentListItem {
  const percent = numberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  return {
    id: summary.id,
    createdAt: summary.createdAt,
    date: dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(summary.createdAt)),
    country: isCountryCode(summary.country) ? countryName(summary.country, language) : summary.country,
    profession: (professions as readonly string[]).includes(summary.profession)
      ? t(`wizard.professions.${summary.profession as Profession}`)
      : summary.profession,
    income: incomeLabel(summary.income, t, language),
    topOptions: summary.topOptions
      .filter((option) => isOptionId(option.id))
      .map((option) => ({
        id: option.id,
        name: recommendationTexts[option.id as OptionId][language].name,
        match: percent.format(option.matchScore / 100),
      })),
  };
}
