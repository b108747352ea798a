import type { Language } from "../../core/languages.ts";

/** Publishers whose name is English (the rest are French bodies and sites, or acronyms). */
const englishNamed = new Set(["Welcome to France", "EUR-Lex"]);

/**
 * The language a source's publisher is named in. A publisher's name is a name: pages show it
 * untranslated (`translate="no"`) and marked with this language, so "Ministère de l'Intérieur" is
 * read in French on an Arabic page and does not count as untranslated text (ADR 0086).
 */
export function publisherLanguage(publisher: string): Language {
  return englishNamed.has(publisher) ? "en" : "fr";
}
