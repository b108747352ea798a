import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { supportedLanguages } from "../../core/languages.ts";
import { firstPartKeys } from "./first-part-keys.ts";
import { type CatalogTree, splitCatalog } from "./split-catalog.ts";

const prefix = "virtual:catalog-part/";

/**
 * `virtual:catalog-part/<language>-first` and `…-rest`: the two halves of a language's catalogue
 * for the browser (ADR 0048). They are computed at build time from app/i18n/locales/<language>.ts,
 * which stays the one catalogue the server, the tests and the translators use: the split is a
 * list of keys (first-part-keys.ts), not a second copy of any text.
 *
 * The dev server serves the whole catalogue as the first part (and an empty rest): the catalogue
 * modules then keep their hot reload; the split is what the production build ships and the
 * end-to-end walks run against.
 */
export function catalogParts(): Plugin {
  let serving = false;
  let root = process.cwd();
  return {
    name: "passerelle-catalog-parts",
    configResolved(config) {
      serving = config.command === "serve";
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const [language, part] = id.slice(prefix.length + 1).split("-");
      if (!supportedLanguages.some((supported) => supported === language) || (part !== "first" && part !== "rest")) {
        throw new Error(`Unknown catalogue part ${id.slice(1)}`);
      }
      const file = resolve(root, `app/i18n/locales/${language}.ts`);
      if (serving) return part === "first" ? `export { default } from ${JSON.stringify(file)};` : "export default {};";
      this.addWatchFile(file);
      // Node 24 runs the catalogue's TypeScript itself (type stripping): the build needs its value.
      const catalog = (await import(pathToFileURL(file).href)).default as CatalogTree;
      const parts = splitCatalog(catalog, firstPartKeys);
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(parts[part]))});`;
    },
  };
}
