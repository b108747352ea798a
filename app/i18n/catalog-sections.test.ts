import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { catalogHas, inFirstPart, keyReferencesIn, sectionsNamedIn } from "./catalog-sections.ts";
import { firstPartKeys } from "./first-part-keys.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";
import { type CatalogTree, catalogParts } from "./split-catalog.ts";

const root = resolve(import.meta.dirname, "../..");
const parts = catalogParts(en, firstPartKeys);
const sectionParts = new Set(parts.sections.keys());

// Static and on-demand imports of our own modules (type-only imports bring no code).
const importPattern =
  /(?:^|[\s;])(?:import(?!\s+type\b)[^;"'`]*?from\s*|import\s*\(\s*|import\s+|export\s+[^;"'`]*?from\s*)["'](\.{1,2}\/[^"']+)["']/g;

function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const target = resolve(dirname(file), match[1] as string);
    if (existsSync(target) && /\.[cm]?[jt]sx?$/.test(target)) found.push(target);
  }
  return found;
}

/** Every module of ours a route's module reaches, split as the browser's build sees them. */
function modulesOf(routeFile: string) {
  const browser = new Set<string>();
  const server = new Set<string>();
  const visit = (file: string, onServer: boolean) => {
    const serverOnly = onServer || /\.server\.[jt]sx?$/.test(file);
    const into = serverOnly ? server : browser;
    if (into.has(file)) return;
    into.add(file);
    // The catalogues and the loader are not scanned by the build (catalog-parts-plugin.ts).
    if (relative(root, file).startsWith("app/i18n/")) return;
    for (const target of importsOf(file)) visit(target, serverOnly);
  };
  visit(routeFile, false);
  return { browser: [...browser], server: [...server].filter((file) => !browser.has(file)) };
}

type RouteEntry = { file: string; children?: RouteEntry[] };
function routeFiles(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}
const routeModules = [...new Set(["root.tsx", ...routeFiles(routes as RouteEntry[])])].map((file) =>
  resolve(root, "app", file),
);

/** The sections a route's page loads: those its browser modules name (the build's rule). */
function sectionsLoadedBy(browserModules: string[]): Set<string> {
  const sections = new Set<string>();
  for (const file of browserModules) {
    if (relative(root, file).startsWith("app/i18n/")) continue;
    for (const section of sectionsNamedIn(readFileSync(file, "utf8"), en, firstPartKeys, sectionParts)) {
      sections.add(section);
    }
  }
  return sections;
}

function readable(key: string, loaded: Set<string>): boolean {
  return inFirstPart(key, firstPartKeys) || loaded.has(key.split(".")[0] as string);
}

/*
 * Keys that modules only the server runs name, in sections some page that reaches them does not
 * load: each was read in the code and is translated by the server itself (its text reaches the
 * page already written), so the browser never looks it up. Add one only after checking that; a key
 * the server hands to the browser to translate must be named by a browser module, where the build
 * sees it.
 */
const translatedByTheServer = new Set([
  // A comment naming the catalogue's section; the API's messages are written by the server.
  "account.errors (content/i18n/account-errors-en.ts)",
  // `t(cityNameKey(city))` in tool-links.server.ts, budget-view.server.ts, cost-of-living-view.server.ts.
  "cities.names (app/features/tools/city-name-key.ts)",
  "cities.names.* (app/features/tools/city-name-key.ts)",
  "cities.listSeparator (app/features/tools/assumptions-view.server.ts)",
  "cities.names.* (app/features/city-quiz/quiz-texts.server.ts)",
  // The audit log's sentences, written in the loader (audit-page.server.ts → auditEntryView).
  "adminBlog.status (core/back-office/audit-sentence.ts)",
  "dashboard.taskStatuses (core/back-office/audit-sentence.ts)",
  "dashboard.documentStatuses (core/back-office/audit-sentence.ts)",
  "dashboard.planStatuses (core/back-office/audit-sentence.ts)",
  "dashboard.phases (core/back-office/audit-sentence.ts)",
]);

describe("the catalogue's parts each page loads (ADR 0077)", () => {
  it.each(routeModules.map((file) => [relative(root, file), file]))(
    "%s: every key its modules name is in the parts it loads",
    (_name, file) => {
      const { browser, server } = modulesOf(file);
      const loaded = sectionsLoadedBy(browser);
      const missing: string[] = [];
      const fromServer: string[] = [];
      for (const [modules, into] of [
        [browser, missing],
        [server, fromServer],
      ] as const) {
        for (const module of modules) {
          if (relative(root, module).startsWith("app/i18n/")) continue;
          for (const reference of keyReferencesIn(readFileSync(module, "utf8"))) {
            if (
              !sectionParts.has(reference.path.split(".")[0] as string) &&
              !inFirstPart(reference.path, firstPartKeys)
            ) {
              continue;
            }
            if (!catalogHas(en, reference) || readable(reference.path, loaded)) continue;
            into.push(`${reference.path}${reference.prefix ? ".*" : ""} (${relative(root, module)})`);
          }
        }
      }
      expect(missing).toEqual([]);
      expect([...new Set(fromServer)].filter((key) => !translatedByTheServer.has(key))).toEqual([]);
    },
  );

  it.each([
    ["en", en],
    ["fr", fr],
    ["ar", ar],
  ])("%s: the first part and the sections, merged, give back the whole catalogue", (_language, catalog) => {
    const { first, sections } = catalogParts(catalog, firstPartKeys);
    const merged = structuredClone(first) as Record<string, unknown>;
    for (const [name, part] of sections) {
      const section = part[name] as Record<string, unknown>;
      merged[name] = { ...((merged[name] as Record<string, unknown>) ?? {}), ...section };
    }
    expect(sortKeys(merged)).toEqual(sortKeys(catalog));
    // The same sections in every language: the build names them from the English catalogue.
    expect([...sections.keys()].sort()).toEqual([...parts.sections.keys()].sort());
  });

  it("reads keys as our code writes them, and only keys the catalogue has", () => {
    const source = [
      't("tools.budget.title")',
      '<Trans i18nKey="account.verify.checkText" />',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text, as the build reads it
      "t(`cities.names.${id}`)",
      't("tools.names." + tool)',
      'import("./page.tsx")',
      't("nav.home")',
      't("account.menu.signOut")',
      'const kind = "tools";',
    ].join("\n");
    expect(sectionsNamedIn(source, en, firstPartKeys, sectionParts)).toEqual(["account", "cities", "tools"]);
    expect(sectionsNamedIn('t("account.menu.signOut"); t("nav.home")', en, firstPartKeys, sectionParts)).toEqual([]);
    // A prefix that starts inside the first part may still reach beyond it.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source text, as the build reads it
    expect(sectionsNamedIn("t(`account.${key}`)", en, firstPartKeys, sectionParts)).toEqual(["account"]);
    expect(catalogHas(en, { path: "page.tsx", prefix: false })).toBe(false);
  });
});

function sortKeys(tree: unknown): unknown {
  if (typeof tree !== "object" || tree === null) return tree;
  return Object.fromEntries(
    Object.entries(tree as CatalogTree)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [key, sortKeys(value)]),
  );
}
