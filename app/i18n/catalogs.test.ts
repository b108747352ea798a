import { describe, expect, it } from "vitest";
import { visaCatalogue } from "../../content/visas/visa-catalogue.ts";
import { supportedLanguages } from "../../core/languages.ts";
import ar from "./locales/ar.ts";
import en from "./locales/en.ts";
import fr from "./locales/fr.ts";

/**
 * Completeness checks for the UI catalogs. English is the source of truth: every other catalog must
 * have exactly its keys, with non-empty strings that keep every {{placeholder}}.
 *
 * Plural keys follow i18next (`key_one`, `key_other`, …). A plural group is compared by its base key,
 * since languages need different forms: Arabic must have all six CLDR forms, English and French
 * `_one` and `_other`.
 */

const pluralForms = ["zero", "one", "two", "few", "many", "other"] as const;
type PluralForm = (typeof pluralForms)[number];
const pluralSuffix = new RegExp(`_(${pluralForms.join("|")})$`);

const requiredPluralForms: Record<string, readonly PluralForm[]> = {
  en: ["one", "other"],
  fr: ["one", "other"],
  ar: ["zero", "one", "two", "few", "many", "other"],
};

/** Forms a language may use at all (CLDR cardinal categories, as i18next resolves them). */
function allowedPluralForms(language: string): Set<string> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
}

/** Flattens a nested catalog into "a.b.c" paths; non-string leaves are kept to be reported. */
function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      for (const [childPath, leaf] of flatten(child, path)) result.set(childPath, leaf);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

/** "a.count_one" → { base: "a.count", form: "one" }; a non-plural key has no form. */
function splitPlural(path: string): { base: string; form?: PluralForm } {
  const match = pluralSuffix.exec(path);
  if (!match) return { base: path };
  return { base: path.slice(0, match.index), form: match[1] as PluralForm };
}

/** Keys with plural groups collapsed to "base_{plural}", so languages with other forms compare equal. */
function normalisedKeys(flat: Map<string, unknown>): Set<string> {
  return new Set(
    [...flat.keys()].map((path) => {
      const { base, form } = splitPlural(path);
      return form ? `${base}_{plural}` : path;
    }),
  );
}

function pluralGroups(flat: Map<string, unknown>): Map<string, Set<PluralForm>> {
  const groups = new Map<string, Set<PluralForm>>();
  for (const path of flat.keys()) {
    const { base, form } = splitPlural(path);
    if (!form) continue;
    const forms = groups.get(base) ?? new Set<PluralForm>();
    forms.add(form);
    groups.set(base, forms);
  }
  return groups;
}

function placeholders(text: unknown): Set<string> {
  if (typeof text !== "string") return new Set();
  return new Set([...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((match) => match[1] ?? ""));
}

/** The English text a translated key is checked against (the `_other` form for plural keys). */
function englishSource(englishFlat: Map<string, unknown>, path: string): unknown {
  const { base, form } = splitPlural(path);
  if (!form) return englishFlat.get(path);
  return englishFlat.get(path) ?? englishFlat.get(`${base}_other`);
}

const englishFlat = flatten(en);
const translations = { fr, ar } as const;

describe("English catalog", () => {
  it("has only non-empty strings", () => {
    const bad = [...englishFlat].filter(([, value]) => typeof value !== "string" || value.trim() === "");
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it("has _one and _other for every plural key", () => {
    const problems = [...pluralGroups(englishFlat)].flatMap(([base, forms]) =>
      (requiredPluralForms.en ?? []).filter((form) => !forms.has(form)).map((form) => `${base}_${form}`),
    );
    expect(problems, `missing plural forms: ${problems.join(", ")}`).toEqual([]);
  });
});

for (const [language, catalog] of Object.entries(translations)) {
  describe(`${language} catalog`, () => {
    const flat = flatten(catalog);

    it("has exactly the English keys", () => {
      const expected = normalisedKeys(englishFlat);
      const actual = normalisedKeys(flat);
      const missing = [...expected].filter((key) => !actual.has(key));
      const extra = [...actual].filter((key) => !expected.has(key));
      expect(
        { missing, extra },
        `${language}: missing keys [${missing.join(", ")}], extra keys [${extra.join(", ")}]`,
      ).toEqual({
        missing: [],
        extra: [],
      });
    });

    it("has only non-empty strings", () => {
      const bad = [...flat].filter(([, value]) => typeof value !== "string" || value.trim() === "");
      expect(
        bad.map(([path]) => path),
        `${language}: empty or non-string values`,
      ).toEqual([]);
    });

    it("keeps every English {{placeholder}} and adds none", () => {
      const problems: string[] = [];
      for (const [path, value] of flat) {
        const source = englishSource(englishFlat, path);
        if (source === undefined) continue; // reported by the key test
        const wanted = placeholders(source);
        const found = placeholders(value);
        const { form } = splitPlural(path);
        for (const name of wanted) {
          // Singular-like forms may spell the number out ("يوم واحد", "يومان") instead of {{count}}.
          if (name === "count" && form && form !== "other") continue;
          if (!found.has(name)) problems.push(`${path}: missing {{${name}}}`);
        }
        for (const name of found) {
          if (!wanted.has(name) && !(form && name === "count")) problems.push(`${path}: unknown {{${name}}}`);
        }
      }
      expect(problems, `${language}: ${problems.join("; ")}`).toEqual([]);
    });

    it("has the plural forms its language needs", () => {
      const required = requiredPluralForms[language] ?? ["other"];
      const allowed = allowedPluralForms(language);
      const problems: string[] = [];
      for (const [base, forms] of pluralGroups(flat)) {
        for (const form of required) if (!forms.has(form)) problems.push(`${base}_${form} is missing`);
        for (const form of forms)
          if (!allowed.has(form)) problems.push(`${base}_${form} is not a ${language} plural form`);
      }
      expect(problems, `${language}: ${problems.join("; ")}`).toEqual([]);
    });
  });
}

describe("plural rule helpers", () => {
  it("recognise plural suffixes and group them by base key", () => {
    const flat = flatten({ a: { item_one: "x", item_other: "y" }, b: "z", someone: "w" });
    expect(normalisedKeys(flat)).toEqual(new Set(["a.item_{plural}", "b", "someone"]));
    expect(pluralGroups(flat)).toEqual(new Map([["a.item", new Set(["one", "other"])]]));
  });
});

describe("visa catalogue", () => {
  it("has the 29 visa pages", () => {
    expect(visaCatalogue).toHaveLength(29);
  });

  it("has unique slugs", () => {
    const slugs = visaCatalogue.map((visa) => visa.slug);
    const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
    expect(duplicates).toEqual([]);
  });

  it("names every visa in every language", () => {
    const missing = visaCatalogue.flatMap((visa) =>
      supportedLanguages
        .filter((language) => !visa.name[language]?.trim())
        .map((language) => `${visa.slug} (${language})`),
    );
    expect(missing, `missing names: ${missing.join(", ")}`).toEqual([]);
  });
});
