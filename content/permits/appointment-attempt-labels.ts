import { dateTimeFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import type { AttemptChannel, AttemptOutcome } from "../../core/permits/appointment-attempt.ts";

/**
 * The words of the record of attempts: where a member tried and what happened, in each language
 * for the page, and in French for the letter to the prefecture (the administration reads French,
 * so the record's lines in the letter are French whatever the member's language).
 */
export const attemptChannelLabels: Record<AttemptChannel, Record<Language, string>> = {
  "prefecture-website": {
    en: "The prefecture's booking website",
    fr: "Site de prise de rendez-vous de la préfecture",
    ar: "موقع حجز المواعيد التابع للمحافظة",
  },
  anef: {
    en: "ANEF (the online residence-permit service)",
    fr: "ANEF (administration numérique des étrangers)",
    ar: "ANEF (الخدمة الرقمية لبطاقات الإقامة)",
  },
  phone: { en: "Telephone", fr: "Téléphone", ar: "الهاتف" },
  email: {
    en: "E-mail or contact form",
    fr: "Courriel ou formulaire de contact",
    ar: "البريد الإلكتروني أو استمارة الاتصال",
  },
  "in-person": { en: "At the prefecture's counter", fr: "Au guichet de la préfecture", ar: "عند شبّاك المحافظة" },
  letter: { en: "Letter (registered post)", fr: "Courrier (recommandé)", ar: "رسالة (بريد مضمون)" },
};

export const attemptOutcomeLabels: Record<AttemptOutcome, Record<Language, string>> = {
  "no-slot": { en: "No appointment available", fr: "aucun créneau disponible", ar: "لا يوجد موعد متاح" },
  unavailable: {
    en: "Service unavailable or in error",
    fr: "service indisponible ou en erreur",
    ar: "الخدمة غير متاحة أو معطّلة",
  },
  "no-answer": { en: "No answer", fr: "aucune réponse", ar: "لا ردّ" },
  "turned-away": {
    en: "Turned away or sent elsewhere",
    fr: "refus de prise en charge ou renvoi vers un autre service",
    ar: "رُفض الطلب أو أُحيل إلى جهة أخرى",
  },
  other: { en: "Something else (see the note)", fr: "autre (voir la précision)", ar: "أمر آخر (انظر الملاحظة)" },
};

export type RecordedAttempt = {
  attemptedOn: string;
  channel: AttemptChannel;
  outcome: AttemptOutcome;
  note: string;
};

/** How many attempts a letter lists: the latest, oldest first; the record keeps them all. */
export const attemptsInLetter = 30;

/**
 * The record as the letter's lines, in French: « 2 novembre 2026 : site de prise de rendez-vous de
 * la préfecture, aucun créneau disponible — note ». The latest `attemptsInLetter`, oldest first.
 */
export function attemptLinesInFrench(attempts: RecordedAttempt[]): string {
  const day = dateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" });
  return [...attempts]
    .sort((a, b) => a.attemptedOn.localeCompare(b.attemptedOn))
    .slice(-attemptsInLetter)
    .map((attempt) => {
      const channel = attemptChannelLabels[attempt.channel].fr;
      // "Site de …" reads "site de …" after the colon; an acronym (ANEF) keeps its capitals.
      const where = /^[A-Z][a-zé]/.test(channel) ? `${channel.charAt(0).toLowerCase()}${channel.slice(1)}` : channel;
      const line = `${day.format(new Date(`${attempt.attemptedOn}T00:00:00Z`))}\u202f: ${where}, ${attemptOutcomeLabels[attempt.outcome].fr}`;
      return attempt.note ? `${line} — ${attempt.note.replace(/\s+/g, " ")}` : line;
    })
    .join("\n");
}
