import type { Language } from "../../core/languages.ts";

/**
 * The home page's social-proof line (ADR 0038), wired into the page catalogs as `socialProof`. Each
 * figure is an administrator's, from the back office's settings, and is shown only while set: these
 * words never stand beside an invented number. Label and value, so no plural forms are needed in
 * any language.
 */
export const socialProofTexts: Record<
  Language,
  { label: string; clientsHelped: string; rating: string; ratingCount: string; outOf: string }
> = {
  en: {
    label: "Passerelle in figures",
    clientsHelped: "Clients helped",
    rating: "Average rating",
    ratingCount: "Number of ratings",
    outOf: "{{rating}} out of 5",
  },
  fr: {
    label: "Passerelle en chiffres",
    clientsHelped: "Clients accompagnés",
    rating: "Note moyenne",
    ratingCount: "Nombre d'avis",
    outOf: "{{rating}} sur 5",
  },
  ar: {
    label: "Passerelle بالأرقام",
    clientsHelped: "العملاء الذين ساعدناهم",
    rating: "متوسط التقييم",
    ratingCount: "عدد التقييمات",
    outOf: "{{rating}} من 5",
  },
};
