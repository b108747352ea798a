import type { Language } from "../../core/languages.ts";

/**
 * What a person is told when their consultation request named no time zone and Paris time was taken
 * instead (ADR 0063): the same sentence in the API's answer and in the confirmation e-mail, so a
 * program's user and the person read one promise. The wording names Paris because core's
 * consultationDefaultTimeZone is Europe/Paris; `zone` spells it exactly.
 */
const notices: Record<Language, (zone: string) => string> = {
  en: (zone) =>
    `You did not tell us your time zone, so we will read your preferred contact times in Paris time (${zone}). If another time zone suits you better, tell us when we write to you.`,
  fr: (zone) =>
    `Vous ne nous avez pas indiqué votre fuseau horaire\u202f: nous lirons donc vos créneaux préférés à l'heure de Paris (${zone}). Si un autre fuseau vous convient mieux, dites-le-nous quand nous vous écrirons.`,
  ar: (zone) =>
    `لم تذكر لنا منطقتك الزمنية، لذا سنعتمد أوقات التواصل المفضلة لديك بتوقيت باريس (${zone}). إذا كانت منطقة زمنية أخرى أنسب لك، فأخبرنا عندما نراسلك.`,
};

export function assumedTimeZoneNotice(language: Language, zone: string): string {
  return notices[language](zone);
}
