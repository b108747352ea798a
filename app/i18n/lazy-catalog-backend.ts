import type { BackendModule } from "i18next";
import type { Language } from "../../core/languages.ts";

// Each language is its own chunk: a visitor downloads only the catalog they read.
const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import("./locales/en.ts"),
  fr: () => import("./locales/fr.ts"),
  ar: () => import("./locales/ar.ts"),
};

export const lazyCatalogBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[language as Language];
    if (!load) return callback(new Error(`No catalog for ${language}`), null);
    load().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: Error) => callback(error, null),
    );
  },
};
