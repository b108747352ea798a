import type { i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { asLanguage, type Language, supportedLanguages } from "../../core/languages.ts";
import { negotiateLanguage } from "../../core/negotiate-language.ts";
import "./i18n-types.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";
import { SmallI18next } from "./small-i18next.ts";

/** What a loader, an action or the render reads of the request's i18next. */
export type RequestI18n = Pick<i18n, "t" | "language" | "dir">;

const catalogues = { en, fr, ar } as const;

/**
 * One instance per language for the process's life (ADR 0076): the catalogues never change while
 * it runs and nothing on the server changes an instance's language, so requests share them. A new
 * i18next per request (remix-i18next's way) cost an `init` each time, and its React binding a copy
 * of the instance on every `useTranslation`.
 */
const instances = new Map<Language, SmallI18next>(
  supportedLanguages.map((language) => {
    const instance = new SmallI18next();
    instance.addResourceBundle(language, "translation", catalogues[language]);
    instance.language = language;
    instance.languages = [language];
    instance.isInitialized = true;
    return [language, instance];
  }),
);

const languageContext = createContext<Language>();

/** The request's language, picked by the same rule as the API's (header, cookie, `?lang=`). */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(languageContext, negotiateLanguage(request.headers, request.url));
  return await next();
};

type Context = Readonly<RouterContextProvider>;

/** The request's language, typed: the middleware only ever picks a supported language. */
export function getLocale(context: Context): Language {
  return asLanguage(context.get(languageContext));
}

/** The request's instance itself, for the render's provider (entry.server.tsx). */
export function requestInstance(context: Context): SmallI18next {
  const instance = instances.get(getLocale(context));
  if (!instance) throw new Error("no i18next instance for the request's language");
  return instance;
}

/**
 * The request's i18next. Typed as i18next's (the keys are checked against the catalogue,
 * i18n-types.ts); at run time it is small-i18next, which small-i18next.test.ts holds to the same
 * text.
 */
export function getI18n(context: Context): RequestI18n {
  return requestInstance(context) as unknown as RequestI18n;
}
