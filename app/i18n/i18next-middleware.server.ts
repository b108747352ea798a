import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { asLanguage, fallbackLanguage, type Language, supportedLanguages } from "../../core/languages.ts";
import { negotiateLanguage } from "../../core/negotiate-language.ts";
import "./i18n-types.ts";
import { i18nOptions } from "./i18n-options.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";

/** One i18next instance per request, in the language picked by the same rule as the API. */
export const [i18nextMiddleware, getLocaleString, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    order: ["custom"],
    findLocale: async ({ request }) => negotiateLanguage(request.headers, request.url),
  },
  i18next: {
    ...i18nOptions,
    resources: { en: { translation: en }, fr: { translation: fr }, ar: { translation: ar } },
  },
  plugins: [initReactI18next],
});

/** The request's language, typed: detection only ever yields a supported language. */
export function getLocale(context: Parameters<typeof getLocaleString>[0]): Language {
  const locale = getLocaleString(context);
  return asLanguage(locale);
}
