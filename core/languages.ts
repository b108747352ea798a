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
