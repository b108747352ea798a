import { dateTimeFormat, numberFormat, pluralRules } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { formatEuros, vatIncluded, vatRatePercent } from "../../core/plans-catalogue.ts";

/**
 * The figures the purchase e-mails share: dates, a price with its VAT part, a number of days, a
 * guarantee's last day. One place, so a receipt and an invoice never word the same amount twice.
 */

/** A moment as stored (ISO text) or in hand (Date). */
export type Moment = string | Date;

/**
 * "24 November 2026": in Paris time, where the business is, so a payment at 00:30 in Paris is
 * not dated the day before. An invalid moment throws: a receipt must not say "Invalid Date".
 */
export function formatMailDate(language: Language, moment: Moment): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(moment));
}

const parisTime: Record<Language, string> = { en: "Paris time", fr: "heure de Paris", ar: "بتوقيت باريس" };

/**
 * "November 25, 2026 at 2:00 PM (Paris time)": for a deadline within hours (a download link),
 * where a date alone would leave the reader guessing; the zone is named because buyers live anywhere.
 */
export function formatMailDateTime(language: Language, moment: Moment): string {
  const formatted = dateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(moment));
  return `${formatted} (${parisTime[language]})`;
}

const vatWording: Record<Language, (total: string, vat: string, rate: string) => string> = {
  en: (total, vat, rate) => `${total} (including ${vat} VAT at ${rate})`,
  fr: (total, vat, rate) => `${total} TTC (dont ${vat} de TVA à ${rate})`,
  ar: (total, vat, rate) => `${total} (يشمل ${vat} ضريبة القيمة المضافة بنسبة ${rate})`,
};

/** Every price we show includes French VAT (core/plans-catalogue.ts): the receipt names its part. */
export function priceWithVat(language: Language, totalCents: number): string {
  const rate = numberFormat(language, { style: "percent" }).format(vatRatePercent / 100);
  return vatWording[language](
    formatEuros(totalCents, language),
    formatEuros(vatIncluded(totalCents).vatCents, language),
    rate,
  );
}

/** Arabic counts take their noun in five shapes (يوم واحد، يومان، 3 أيام، 11 يومًا، 100 يوم). */
const dayWords: Record<Language, Partial<Record<Intl.LDMLPluralRule, (n: number) => string>>> = {
  en: { one: () => "1 day", other: (n) => `${n} days` },
  fr: { one: (n) => `${n} jour`, other: (n) => `${n} jours` },
  ar: {
    zero: () => "0 يوم",
    one: () => "يوم واحد",
    two: () => "يومان",
    few: (n) => `${n} أيام`,
    many: (n) => `${n} يومًا`,
    other: (n) => `${n} يوم`,
  },
};

export function dayCount(language: Language, days: number): string {
  const words = dayWords[language];
  const form = words[pluralRules(language).select(days)] ?? words.other!;
  return form(days);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The last moment a money-back request is accepted: the same rule as core/orders.ts withinGuarantee. */
export function guaranteeEnds(paidAt: Moment, guaranteeDays: number): Date {
  return new Date(new Date(paidAt).getTime() + guaranteeDays * dayMs);
}

/** Links may come as paths ("/pdf-guide/download/…") or whole addresses; the e-mail needs whole ones. */
export function absoluteUrl(siteUrl: string, url: string): string {
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}
