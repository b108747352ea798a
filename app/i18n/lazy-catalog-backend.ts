import type { BackendModule, i18n } from "i18next";
import { isLanguage, type Language, supportedLanguages } from "../../core/languages.ts";

type Part = Record<string, unknown>;
type PartLoader = () => Promise<{ default: Part }>;

// Each language is two chunks (ADR 0048): the keys the layout and the home page read, and the
// rest. A visitor downloads only the language they read, and on the home page only its first part.
const firstParts: Record<Language, PartLoader> = {
  en: () => import("virtual:catalog-part/en-first"),
  fr: () => import("virtual:catalog-part/fr-first"),
  ar: () => import("virtual:catalog-part/ar-first"),
};
const restParts: Record<Language, PartLoader> = {
  en: () => import("virtual:catalog-part/en-rest"),
  fr: () => import("virtual:catalog-part/fr-rest"),
  ar: () => import("virtual:catalog-part/ar-rest"),
};

// Once a page needs the whole catalogue, a language read later (changeLanguage) comes whole too.
let wholeWanted = false;
const restAdded = new Set<string>();
const restLoading = new Map<string, Promise<void>>();

export const lazyCatalogBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No catalog for ${language}`), null);
    const whole = wholeWanted;
    Promise.all([firstParts[language](), whole ? restParts[language]() : undefined]).then(
      ([first, rest]) => {
        if (rest) restAdded.add(language);
        callback(null, rest ? deepMerge(first.default, rest.default) : first.default);
      },
      (error: Error) => callback(error, null),
    );
  },
};

/** Makes the backend read whole catalogues: set before i18next starts on a page other than home. */
export function wantWholeCatalog() {
  wholeWanted = true;
}

/**
 * Adds the rest of the catalogue of every language i18next holds, once. Awaited before a client
 * navigation renders its page; started earlier on a visitor's first sign of intent.
 */
export function loadRestOfCatalog(instance: i18n): Promise<void> {
  wholeWanted = true;
  const languages = supportedLanguages.filter((language) => instance.hasResourceBundle(language, "translation"));
  return Promise.all(languages.map((language) => loadRest(instance, language))).then(() => undefined);
}

/**
 * A module whose components read the rest of the catalogue (a dialog the home page opens): its
 * code and that text load together, and it renders once both have come.
 */
export function withRestOfCatalog<T>(instance: i18n, load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), loadRestOfCatalog(instance)]).then(([module]) => module);
}

function loadRest(instance: i18n, language: Language): Promise<void> | undefined {
  if (restAdded.has(language)) return undefined;
  let loading = restLoading.get(language);
  if (!loading) {
    loading = restParts[language]().then(
      ({ default: rest }) => {
        instance.addResourceBundle(language, "translation", rest, true, true);
        restAdded.add(language);
      },
      (error: unknown) => {
        // Tried again on the next navigation rather than never.
        restLoading.delete(language);
        throw error;
      },
    );
    restLoading.set(language, loading);
  }
  return loading;
}

/** Whether a key of `language` may be missing only because its second part is not loaded yet. */
export function restPending(language: string): boolean {
  return !restAdded.has(language);
}

function deepMerge(target: Part, source: Part): Part {
  const merged: Part = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      typeof value === "object" && value !== null && typeof existing === "object" && existing !== null
        ? deepMerge(existing as Part, value as Part)
        : value;
  }
  return merged;
}
