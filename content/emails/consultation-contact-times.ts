import type { ContactDays, ContactPeriod } from "../../core/consultation-rules.ts";
import type { Language } from "../../core/languages.ts";

/**
 * How the consultation e-mails name the person's preferred contact times. The hours match the
 * form's labels (app/i18n/locales, consultation.contactTimes), so the person and the team read
 * the same promise; they are in the person's own time zone, which is always said alongside.
 */
const periods: Record<Language, Record<ContactPeriod, string>> = {
  en: {
    any: "any time of day",
    morning: "mornings (9:00–12:00)",
    afternoon: "afternoons (12:00–17:00)",
    evening: "evenings (17:00–20:00)",
  },
  fr: {
    any: "à toute heure",
    morning: "le matin (9 h – 12 h)",
    afternoon: "l'après-midi (12 h – 17 h)",
    evening: "le soir (17 h – 20 h)",
  },
  ar: {
    any: "في أي وقت من اليوم",
    morning: "صباحًا (9:00–12:00)",
    afternoon: "بعد الظهر (12:00–17:00)",
    evening: "مساءً (17:00–20:00)",
  },
};

const days: Record<Language, Record<ContactDays, string>> = {
  en: { any: "any day", weekdays: "on weekdays (Monday to Friday)", weekends: "at weekends" },
  fr: { any: "n'importe quel jour", weekdays: "en semaine (du lundi au vendredi)", weekends: "le week-end" },
  ar: { any: "أي يوم", weekdays: "في أيام الأسبوع (من الاثنين إلى الجمعة)", weekends: "في عطلة نهاية الأسبوع" },
};

const timeZoneLabel: Record<Language, (zone: string) => string> = {
  en: (zone) => `time zone ${zone}`,
  fr: (zone) => `fuseau horaire ${zone}`,
  ar: (zone) => `المنطقة الزمنية ${zone}`,
};

export type ContactPreference = { contactTime: ContactPeriod; contactDays: ContactDays; timeZone: string };

/** "mornings (9:00–12:00), on weekdays (Monday to Friday), time zone Europe/Paris" */
export function describeContactTimes(language: Language, preference: ContactPreference): string {
  const separator = language === "ar" ? "، " : ", ";
  return [
    periods[language][preference.contactTime],
    days[language][preference.contactDays],
    timeZoneLabel[language](preference.timeZone),
  ].join(separator);
}
