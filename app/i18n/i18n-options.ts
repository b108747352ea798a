import type { InitOptions } from "i18next";
import { fallbackLanguage, supportedLanguages } from "../../core/languages.ts";

/** One i18next configuration for the server and the browser, so both render the same text. */
export const i18nOptions = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...supportedLanguages],
  defaultNS: "translation",
  ns: ["translation"],
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
