/** The languages Passerelle speaks. English is the fallback everywhere. */
export const supportedLanguages = ["en", "fr", "ar"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";

export const languageNames: Record<Language, { name: string; nativeName: string }> = {
  en: { name: "English", nativeName: "English" },
  fr: { name: "French", nativeName: "Français" },
  ar: { name: "Arabic", nativeName: "العربية" },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/** A stored or negotiated value as one of our languages: English when it is anything else. */
export function asLanguage(value: unknown): Language {
  return isLanguage(value) ? value : fallbackLanguage;
}

/**
 * Someone's own words (a title, a name) set inside a translated sentence: in Arabic they are
 * isolated (U+2068 … U+2069), so an English title keeps its order and does not pull the sentence's
 * punctuation to the wrong side. Left as they are in left-to-right languages.
 */
export function isolateFor(language: Language): (text: string) => string {
  return language === "ar" ? (text) => `\u2068${text}\u2069` : (text) => text;
}
