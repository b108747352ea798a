import { pluralRules } from "../../core/intl-formats.ts";

/**
 * Our i18next (ADRs 0048, 0076): what our pages use of it, in ~2 KiB instead of ~15. Both builds
 * resolve `i18next` to this file (small-i18n-plugin.ts), and the server's request middleware
 * keeps one instance per language (i18next-middleware.server.ts); the unit tests and the types
 * keep the real package. Its output must be i18next's, character for character:
 * small-i18next.test.ts compares both on every key of every catalogue.
 *
 * Kept from i18next, as our catalogues and options use it: nested keys, `{{value}}` and
 * `{{a.b}}` interpolation without escaping (a value missing from the options stays `{{value}}`,
 * one present but undefined or null becomes ""), plurals by `count` with Intl.PluralRules
 * (`_zero` first when the count is 0, then the CLDR form, then the bare key), `context`,
 * `defaultValue`, a key read as its own text when missing (through `parseMissingKeyHandler`),
 * a backend to load a language, `changeLanguage`, `dir`, `addResourceBundle`. Not kept: nesting
 * (`$t(…)`), formatters (`{{value, number}}`), namespaces other than `translation`, fallback
 * languages, `returnObjects`; our catalogues use none of them (the test would show it).
 */

type Tree = { [key: string]: unknown };
type Options = Record<string, unknown> & { count?: unknown; context?: unknown; defaultValue?: unknown };
type Backend = {
  type: "backend";
  read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void): void;
};
type InitOptions = {
  lng?: string;
  parseMissingKeyHandler?: (key: string, defaultValue?: string) => unknown;
};
type Listener = (language: string) => void;

const rtlLanguages = new Set(["ar", "arc", "dv", "fa", "ha", "he", "khw", "ks", "ku", "ps", "sd", "ur", "yi"]);

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === "object" && value !== null && typeof existing === "object" && existing !== null) {
      merge(existing as Tree, value as Tree);
    } else target[key] = value;
  }
  return target;
}

function interpolate(text: string, options: Options): string {
  // Most texts have no placeholder: a page asks for hundreds of them on every render.
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const path = name.trim();
    const value = lookup(options, path);
    if (value === undefined) return Object.hasOwn(options, path) ? "" : match;
    return value === null ? "" : String(value);
  });
}

export class SmallI18next {
  language = "";
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions = {};
  private readonly data: Record<string, Tree> = {};
  private backend: Backend | undefined;
  private readonly listeners = new Set<Listener>();

  use(module: { type?: string }) {
    if (module.type === "backend") this.backend = module as Backend;
    return this;
  }

  async init(options: InitOptions) {
    this.options = options;
    if (options.lng) await this.changeLanguage(options.lng);
    this.isInitialized = true;
    return this.t;
  }

  async changeLanguage(language: string) {
    if (!this.data[language] && this.backend) {
      const loaded = await new Promise<unknown>((resolve, reject) =>
        this.backend?.read(language, "translation", (error, data) => (error ? reject(error) : resolve(data))),
      );
      this.addResourceBundle(language, "translation", loaded as Tree);
    }
    this.language = language;
    this.languages = [language];
    for (const listener of this.listeners) listener(language);
    return this.t;
  }

  /** React to a language change (the browser's react-i18next re-renders with it). */
  on(_event: "languageChanged", listener: Listener) {
    this.listeners.add(listener);
  }

  off(_event: "languageChanged", listener: Listener) {
    this.listeners.delete(listener);
  }

  hasResourceBundle(language: string, _namespace: string) {
    return Boolean(this.data[language]);
  }

  addResourceBundle(language: string, _namespace: string, resources: Tree) {
    this.data[language] = merge(this.data[language] ?? {}, structuredClone(resources));
    return this;
  }

  dir(language = this.language) {
    return rtlLanguages.has(language.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
  }

  private pluralForm(count: number): string {
    return pluralRules(this.language).select(count);
  }

  private find(key: string, options: Options): string | undefined {
    const tree = this.data[this.language];
    const hasContext =
      (typeof options.context === "string" || typeof options.context === "number") && options.context !== "";
    const plural = options.count !== undefined && typeof options.count !== "string";
    // The common call, a plain key: one lookup, none of the lists below.
    if (!hasContext && !plural) return this.textOf(key, lookup(tree, key));
    const keys = [key];
    if (hasContext) keys.unshift(`${key}_${options.context}`);
    const candidates: string[] = [];
    for (const base of keys) {
      if (plural) {
        if (options.count === 0) candidates.push(`${base}_zero`);
        candidates.push(`${base}_${this.pluralForm(Number(options.count))}`);
      }
      candidates.push(base);
    }
    for (const candidate of candidates) {
      const text = this.textOf(key, lookup(tree, candidate));
      if (text !== undefined) return text;
    }
    return undefined;
  }

  /** What a lookup gives for `key`: its text, or undefined to try the next candidate. */
  private textOf(key: string, value: unknown): string | undefined {
    // i18next's valid lookup: anything but undefined and null (an empty string counts).
    if (value === undefined || value === null) return undefined;
    // A section read as a key: i18next's sentence for it, so both sides still agree.
    return typeof value === "string" ? value : `key '${key} (${this.language})' returned an object instead of string.`;
  }

  /** A key's text before interpolation (for <Trans>), or undefined when the catalogue lacks it. */
  template(key: string, options: Options = {}): string | undefined {
    return this.find(key, options);
  }

  interpolate(text: string, options: Options): string {
    return interpolate(text, options);
  }

  t = (key: string, options: Options = {}): string => {
    const found = this.find(key, options);
    if (found !== undefined) return interpolate(found, options);
    // As i18next: the default value (or else the key) is interpolated, then handed to the handler.
    const usedDefault = options.defaultValue !== undefined && options.defaultValue !== null;
    const text = interpolate(usedDefault ? String(options.defaultValue) : key, options);
    const handler = this.options.parseMissingKeyHandler;
    return handler ? String(handler(key, usedDefault ? text : undefined)) : text;
  };
}

const i18next = new SmallI18next();
export default i18next;
