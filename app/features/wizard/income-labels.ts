import type { TFunction } from "i18next";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { type IncomeBand, incomeBandRanges } from "../../../core/recommend.ts";
import type { MonthlyRange } from "../../../core/salary-floor.ts";

const moneyFormat = (language: Language) =>
  numberFormat(language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** Income bands as amounts in the reader's format, from the engine's bounds: "Under €2,000", "2 000–4 000 €"… */
export function incomeLabels(language: Language, t: TFunction): Record<IncomeBand, string> {
  const money = moneyFormat(language);
  const label = ({ min, max }: MonthlyRange) => {
    if (max === null) return t("wizard.income.over", { amount: money.format(min) });
    if (min === 0) return t("wizard.income.under", { amount: money.format(max) });
    return t("wizard.income.range", { range: money.formatRange(min, max) });
  };
  return {
    under_2k: label(incomeBandRanges.under_2k),
    "2k_4k": label(incomeBandRanges["2k_4k"]),
    "4k_6k": label(incomeBandRanges["4k_6k"]),
    over_6k: label(incomeBandRanges.over_6k),
  };
}

/** A band inside a sentence, beside a salary floor: "€0–€2,000", "€2,000–€4,000", "Over €6,000". */
export function bandAmounts({ min, max }: MonthlyRange, language: Language, t: TFunction): string {
  const money = moneyFormat(language);
  return max === null ? t("wizard.income.over", { amount: money.format(min) }) : money.formatRange(min, max);
}
