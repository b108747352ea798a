import { relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { supportedLanguages } from "../../core/languages.ts";
import { sectionsNamedIn } from "./catalog-sections.ts";
import { firstPartKeys } from "./first-part-keys.ts";
import { type CatalogTree, catalogParts as partsOf } from "./split-catalog.ts";

const prefix = "virtual:catalog-part/";

// The modules whose sources name catalogue keys: ours, not the packages'. app/i18n holds the
// loader itself (which must not import itself) and the catalogues.
const scannedFolders = ["app", "core", "content"];
const scripts = /\.[cm]?[jt]sx?$/;

/**
 * The browser's catalogue in parts (ADRs 0048, 0077), computed at build time from
 * app/i18n/locales/<language>.ts, which stays the one catalogue the server, the tests and the
 * translators use: the parts are a list of keys and a rule, not a second copy of any text.
 *
 * - `virtual:catalog-part/<language>-first`: the keys of first-part-keys.ts (the layout's and the
 *   home page's), which every page loads;
 * - `virtual:catalog-part/<language>-<section>`: each top-level section of the rest.
 *
 * Who loads a section: every module of the browser's build whose source names one of its keys
 * (catalog-sections.ts) starts loading it, in the page's language, when the module is evaluated;
 * a route module, and a module loaded on demand (`import()` in our code), waits until every
 * section started so far is there before it finishes loading. React Router renders a route only
 * once its module has loaded, at hydration as on a client navigation, so a page's text is there
 * before the page renders, and only that page's sections are downloaded.
 *
 * The dev server serves the whole catalogue as the first part and adds no loading: the catalogue
 * modules then keep their hot reload; the parts are what the production build ships and the
 * end-to-end walks run against.
 */
export function catalogParts(): Plugin[] {
  let serving = false;
  let root = process.cwd();
  type Parts = ReturnType<typeof partsOf> & { catalog: CatalogTree; sectionNames: ReadonlySet<string> };
  const catalogs = new Map<string, Promise<Parts>>();
  const catalogFile = (language: string) => resolve(root, `app/i18n/locales/${language}.ts`);
  const partsIn = (language: string) => {
    let parts = catalogs.get(language);
    if (!parts) {
      // Node 24 runs the catalogue's TypeScript itself (type stripping): the build needs its value.
      parts = import(pathToFileURL(catalogFile(language)).href).then(({ default: catalog }) => {
        const split = partsOf(catalog as CatalogTree, firstPartKeys);
        return { ...split, catalog: catalog as CatalogTree, sectionNames: new Set(split.sections.keys()) };
      });
      catalogs.set(language, parts);
    }
    return parts;
  };
  const loader = resolve(root, "app/i18n/lazy-catalog-backend.ts");

  const parts: Plugin = {
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
      const name = id.slice(prefix.length + 1);
      const dash = name.indexOf("-");
      const language = name.slice(0, dash);
      const part = name.slice(dash + 1);
      if (!supportedLanguages.some((supported) => supported === language)) {
        throw new Error(`Unknown catalogue part ${id.slice(1)}`);
      }
      if (serving)
        return part === "first"
          ? `export { default } from ${JSON.stringify(catalogFile(language))};`
          : "export default {};";
      this.addWatchFile(catalogFile(language));
      const { first, sections } = await partsIn(language);
      const tree = part === "first" ? first : sections.get(part);
      if (!tree) throw new Error(`Unknown catalogue part ${id.slice(1)}`);
      // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(tree))});`;
    },
  };

  const loading: Plugin = {
    name: "passerelle-catalog-parts-loading",
    // After React Router has taken the server's exports (loader, action) out of a route module:
    // what only the server reads must not make the browser download it.
    enforce: "post",
    applyToEnvironment(environment) {
      return environment.name === "client";
    },
    async transform(code, id) {
      if (serving || id.startsWith("\0") || id.includes("?")) return undefined;
      if (!scripts.test(id) || id.includes(`${sep}node_modules${sep}`)) return undefined;
      const path = relative(root, id);
      if (path.startsWith("..") || !scannedFolders.includes(path.split(sep)[0] as string)) return undefined;
      if (path.startsWith(`app${sep}i18n${sep}`)) return undefined;

      // Read in English: every catalogue has the same keys (catalogs.test.ts).
      const english = await partsIn("en");
      const sections = sectionsNamedIn(code, english.catalog, firstPartKeys, english.sectionNames);
      const routeModule = path === `app${sep}root.tsx` || path.startsWith(`app${sep}routes${sep}`);
      const loadsOnDemand = /\bimport\(\s*["'][^"']+["']\s*\)/.test(code);
      if (sections.length === 0 && !routeModule && !loadsOnDemand) return undefined;

      const head = [
        `import { wantCatalogSections as __wantCatalogSections, catalogReady as __catalogReady, afterCatalog as __afterCatalog } from ${JSON.stringify(loader)};`,
      ];
      if (sections.length > 0) {
        // Every language's loader, so a page read in another language later (changeLanguage)
        // loads the same sections in that one.
        const loaders = sections.map(
          (section) =>
            `${JSON.stringify(section)}: {${supportedLanguages
              .map((language) => `${language}: () => import(${JSON.stringify(`${prefix}${language}-${section}`)})`)
              .join(", ")}}`,
        );
        head.push(`__wantCatalogSections({${loaders.join(", ")}});`);
      }
      // A module loaded on demand (a dialog, a kept part of the home page) renders once its text is there.
      let body = code.replace(/\bimport\((\s*["'][^"']+["']\s*)\)/g, "__afterCatalog(import($1))");
      // React Router renders a route once its module has loaded: the module waits for its text.
      if (routeModule) body += "\nawait __catalogReady();\n";
      return { code: `${head.join("\n")}\n${body}`, map: null };
    },
  };

  return [parts, loading];
}
