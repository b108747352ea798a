/** A catalogue, or one of its sections: strings, and sections of strings. */
export type CatalogTree = { readonly [key: string]: string | CatalogTree };

/**
 * Splits a catalogue in two: `first` holds the given key paths, `rest` everything else, so that
 * merging `rest` into `first` (i18next's deep `addResourceBundle`) gives back the whole catalogue.
 * A path the catalogue does not have throws: a renamed section would otherwise leave the home
 * page reading keys that are not downloaded first, and the build should say so.
 */
export function splitCatalog(catalog: CatalogTree, paths: readonly string[]) {
  const first: Record<string, unknown> = {};
  const rest = structuredClone(catalog) as Record<string, unknown>;
  for (const path of paths) {
    const keys = path.split(".");
    const last = keys.pop() as string;
    let from: Record<string, unknown> = rest;
    let to = first;
    for (const key of keys) {
      const next = from[key];
      if (typeof next !== "object" || next === null) throw new Error(`The catalogue has no section "${path}"`);
      from = next as Record<string, unknown>;
      to[key] ??= {};
      to = to[key] as Record<string, unknown>;
    }
    if (!(last in from)) throw new Error(`The catalogue has no key "${path}"`);
    to[last] = from[last];
    delete from[last];
  }
  return { first: first as CatalogTree, rest: withoutEmptySections(rest) as CatalogTree };
}

// A section entirely in the first part leaves an empty object behind in the rest: drop it, so the
// rest holds only what it adds.
function withoutEmptySections(tree: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== "object" || value === null) kept[key] = value;
    else {
      const section = withoutEmptySections(value as Record<string, unknown>);
      if (Object.keys(section).length > 0) kept[key] = section;
    }
  }
  return kept;
}

/**
 * The browser's parts of a catalogue (ADR 0077): the first part (the given key paths) and one part
 * per top-level section of what is left, by section name. Merged together, as the browser adds
 * them, they give back the whole catalogue.
 */
export function catalogParts(catalog: CatalogTree, firstPaths: readonly string[]) {
  const { first, rest } = splitCatalog(catalog, firstPaths);
  const sections = new Map<string, CatalogTree>();
  for (const [name, section] of Object.entries(rest)) {
    // A top-level string would have no section to travel in; our catalogues have none.
    if (typeof section !== "object") throw new Error(`The catalogue's "${name}" is not a section`);
    sections.set(name, { [name]: section });
  }
  return { first, sections };
}
