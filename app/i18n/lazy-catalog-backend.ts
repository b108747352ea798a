import i18next, { type BackendModule } from "i18next";
import { fallbackLanguage, isLanguage, type Language } from "../../core/languages.ts";

type Part = Record<string, unknown>;
type PartLoader = () => Promise<{ default: Part }>;
/** A section's part in each language, as a module that names its keys asks for it. */
export type SectionLoaders = Record<string, Record<Language, PartLoader>>;

// The keys the layout and the home page read (first-part-keys.ts): every page starts with them.
// The other sections come with the modules that name their keys (ADR 0077, catalog-parts-plugin.ts).
const firstParts: Record<Language, PartLoader> = {
  en: () => import("virtual:catalog-part/en-first"),
  fr: () => import("virtual:catalog-part/fr-first"),
  ar: () => import("virtual:catalog-part/ar-first"),
};

// The sections some module of this document has asked for: a language read later (changeLanguage)
// loads them all in that language too.
const wanted = new Map<string, Record<Language, PartLoader>>();
const loading = new Map<string, Promise<void>>();
const loaded = new Map<string, Part>();
// `<language>/<section>` added to i18next's resources: a key of any other section is not there yet.
const added = new Set<string>();

const namespace = "translation";

// The page's language: i18next's once it has started, before that the one the server wrote on <html>.
function pageLanguage(): Language {
  const language = i18next.isInitialized ? i18next.language : document.documentElement.lang;
  return isLanguage(language) ? language : fallbackLanguage;
}

function loadSection(language: Language, section: string): Promise<void> {
  const id = `${language}/${section}`;
  const load = wanted.get(section)?.[language];
  if (loaded.has(id) || !load) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = load().then(
      ({ default: part }) => {
        loaded.set(id, part);
        addLoaded(language);
      },
      (error: unknown) => {
        // Tried again by the next module that asks rather than never.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

// Adds the loaded sections of a language to i18next once it holds that language (before, the
// backend's read merges them into what it hands over).
function addLoaded(language: Language) {
  if (!i18next.hasResourceBundle(language, namespace)) return;
  for (const [id, part] of loaded) {
    if (added.has(id) || !id.startsWith(`${language}/`)) continue;
    i18next.addResourceBundle(language, namespace, part, true, true);
    added.add(id);
  }
}

/**
 * Called (by code catalog-parts-plugin.ts adds) when a module that names keys of these sections
 * is evaluated: starts loading them in the page's language, without waiting.
 */
export function wantCatalogSections(loaders: SectionLoaders): void {
  const language = pageLanguage();
  for (const [section, byLanguage] of Object.entries(loaders)) {
    if (!wanted.has(section)) wanted.set(section, byLanguage);
    loadSection(language, section).catch(() => undefined);
  }
}

/**
 * Every section asked for so far, in the page's language, loaded and given to i18next: a route
 * module awaits this before it finishes loading, so its page never renders a raw key. A section
 * that fails to load fails the module's loading (React Router then reloads the page).
 */
export function catalogReady(): Promise<void> {
  const language = pageLanguage();
  return Promise.all([...wanted.keys()].map((section) => loadSection(language, section))).then(() =>
    addLoaded(language),
  );
}

/** A module loaded on demand (a dialog, a kept part), handed over once its text is there too. */
export function afterCatalog<T>(module: Promise<T>): Promise<T> {
  return module.then((value) => catalogReady().then(() => value));
}

export const lazyCatalogBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No catalog for ${language}`), null);
    const sections = [...wanted.keys()];
    Promise.all([firstParts[language](), ...sections.map((section) => loadSection(language, section))]).then(
      ([first]) => {
        let merged: Part = first.default;
        for (const [id, part] of loaded) {
          if (!id.startsWith(`${language}/`)) continue;
          merged = deepMerge(merged, part);
          added.add(id);
        }
        callback(null, merged);
      },
      (error: Error) => callback(error, null),
    );
  },
};

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
