import type { CatalogTree } from "./split-catalog.ts";

/**
 * Which sections of the catalogue a module's source names (ADR 0077). The browser downloads a
 * top-level section of the catalogue (beyond the first part) only with the modules that name one
 * of its keys, so this reads keys the way our code writes them: a string literal that is a key
 * path (`t("tools.budget.title")`, `i18nKey="account.verify.checkText"`, `{ labelKey:
 * "cities.metrics.rent" }`), or the start of one that code completes (`` t(`cities.names.${id}`) ``,
 * `"tools.names." + tool`). A literal counts only if the catalogue has that key, that subtree or
 * that key with a plural or context suffix, so file names such as "page.tsx" are not keys.
 * A key built entirely at run time (a variable alone) cannot be seen: the browser then logs an
 * error for it if its section is not loaded (lazy-catalog-backend.ts), which the walks fail on.
 */

// A quote or backtick, then a dotted path; then the closing quote, or a dot and `${`, or a dot
// and the closing quote (a prefix completed by concatenation).
const keyLiteral = /["'`]([A-Za-z]\w*(?:\.\w+)*)(\.)?(?=["'`]|\$\{)/g;

export type KeyReference = { path: string; prefix: boolean };

/** The key paths (or key prefixes) a source text names, before checking them against a catalogue. */
export function keyReferencesIn(source: string): KeyReference[] {
  const references: KeyReference[] = [];
  for (const match of source.matchAll(keyLiteral)) {
    const path = match[1] as string;
    const after = source[(match.index ?? 0) + match[0].length];
    const prefix = match[2] === "." || after === "$";
    // A bare word ("tools") is not a key: a key path always has a dot in our catalogues.
    if (!prefix && !path.includes(".")) continue;
    references.push({ path, prefix });
  }
  return references;
}

/** Whether the catalogue has this key, subtree, or key with a `_suffix` (plural forms, context). */
export function catalogHas(catalog: CatalogTree, { path, prefix }: KeyReference): boolean {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let node: string | CatalogTree = catalog;
  for (const key of keys) {
    if (typeof node !== "object") return false;
    const next: string | CatalogTree | undefined = node[key];
    if (next === undefined) return false;
    node = next;
  }
  if (typeof node !== "object") return false;
  if (last in node) return prefix ? typeof node[last] === "object" : true;
  return !prefix && Object.keys(node).some((key) => key.startsWith(`${last}_`));
}

/** Whether a key path is wholly inside the first part (a first-part path or below one). */
export function inFirstPart(path: string, firstPartKeys: readonly string[]): boolean {
  return firstPartKeys.some((first) => path === first || path.startsWith(`${first}.`));
}

/**
 * The sections of the catalogue's parts (beyond the first) whose text a module's source names:
 * what the browser must have loaded before that module's components render.
 */
export function sectionsNamedIn(
  source: string,
  catalog: CatalogTree,
  firstPartKeys: readonly string[],
  sectionParts: ReadonlySet<string>,
): string[] {
  const sections = new Set<string>();
  for (const reference of keyReferencesIn(source)) {
    const section = reference.path.split(".")[0] as string;
    if (!sectionParts.has(section) || sections.has(section)) continue;
    if (!catalogHas(catalog, reference)) continue;
    // A prefix ("account.") may reach beyond the first part even where it starts inside it.
    if (!reference.prefix && inFirstPart(reference.path, firstPartKeys)) continue;
    if (reference.prefix && reference.path !== section && inFirstPart(reference.path, firstPartKeys)) continue;
    sections.add(section);
  }
  return [...sections].sort();
}
