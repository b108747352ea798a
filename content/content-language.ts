import type { Language } from "../core/languages.ts";

/** Visa pages and guides are written in English and French; Arabic readers get English for now. */
export function contentLanguage(language: Language): "en" | "fr" {
  return language === "fr" ? "fr" : "en";
}
