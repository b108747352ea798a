import { type Language, textDirection } from "../core/languages.ts";

/** Visa pages and guides are written in English and French; Arabic readers get English for now. */
export function contentLanguage(language: Language): "en" | "fr" {
  return language === "fr" ? "fr" : "en";
}

export type TextAttributes = { lang?: Language; dir?: "ltr" | "rtl" };

/**
 * The `lang` and `dir` of a block written in `textLanguage` on a page in `pageLanguage` (ADR 0027).
 * Nothing when they agree. Otherwise both: an English paragraph on an Arabic page inherits
 * `dir="rtl"`, and the bidi algorithm then moves its full stops, brackets and figures to the wrong
 * end ("(B1 level)." shows as ".(B1 level"); `lang` alone would not stop that, and screen readers
 * need `lang` to pronounce the words. Only the fallback text is marked, so the page's own headings
 * and labels around it keep the page's language.
 */
export function textAttributes(textLanguage: Language, pageLanguage: string): TextAttributes {
  return textLanguage === pageLanguage ? {} : { lang: textLanguage, dir: textDirection(textLanguage) };
}
