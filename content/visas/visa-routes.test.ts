import { describe, expect, it } from "vitest";
import { supportedLanguages } from "../../core/languages.ts";
import { findVisa, visaCatalogue, visaSlugAliases } from "./visa-catalogue.ts";
import { canonicalVisaSlug, findVisaPage } from "./visa-pages.ts";
import { sameRouteAs, visaRouteGroups, visaRouteOf, visaRoutes } from "./visa-routes.ts";

/** A name without its bracketed precision: "EU Blue Card (talent – …)" reads as "EU Blue Card". */
const bare = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*$/u, "")
    .trim()
    .toLocaleLowerCase();

// The visa pickers (the self-service checklist's, the advisor's) list each route once.
describe.each(supportedLanguages)("the visa routes list in %s", (language) => {
  const options = visaRouteGroups(language).flatMap((group) => group.options);

  it("gives no two entries the same route, label or page", () => {
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    const routes = values.map((value) => visaRouteOf(value)?.slug);
    expect(new Set(routes).size).toBe(values.length);
    const labels = options.map((option) => option.label.toLocaleLowerCase());
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    // A name with a bracket added is the same name: the list showed "EU Blue Card" beside
    // "EU Blue Card (talent – European Blue Card)". (Two brackets on one stem are two routes:
    // "project holder (economic investment)", "project holder (innovative project)".)
    const repeated = options.filter((option) =>
      options.some((other) => other !== option && bare(other.label) === option.label.toLocaleLowerCase()),
    );
    expect(repeated.map((option) => option.label)).toEqual([]);
    // Two slugs sharing a page's text are one page.
    const texts = values.map((value) => findVisaPage(value)?.text);
    expect(texts.every(Boolean)).toBe(true);
    expect(new Set(texts).size).toBe(values.length);
  });

  it("names every entry as the catalogue does, and each route is its own entry", () => {
    for (const option of options) {
      const route = visaRouteOf(option.value);
      expect(route?.slug, option.value).toBe(option.value);
      expect(option.label).toBe(findVisa(option.value)?.name[language]);
    }
  });

  it("groups the entries under the categories' names", () => {
    for (const group of visaRouteGroups(language)) {
      for (const option of group.options) expect(findVisa(option.value)?.category).toBe(group.category);
    }
  });
});

describe("visa route aliases", () => {
  it("takes every page of the catalogue, and every old URL, to an entry of the list", () => {
    const listed = new Set(visaRoutes.map((visa) => visa.slug));
    for (const slug of [...visaCatalogue.map((visa) => visa.slug), ...Object.keys(visaSlugAliases)]) {
      expect(listed.has(visaRouteOf(slug)?.slug ?? ""), slug).toBe(true);
    }
    expect(visaRoutes.length).toBe(visaCatalogue.length - Object.keys(sameRouteAs).length);
  });

  it("reads the Blue Card's twin, the VLS-TS page and the independent professional as the routes they repeat", () => {
    expect(visaRouteOf("eu-blue-card")?.slug).toBe("carte-bleue-ue");
    expect(visaRouteOf("etudiant-vls")?.slug).toBe("etudiant");
    expect(visaRouteOf("student-vls")?.slug).toBe("etudiant");
    expect(visaRouteOf("travailleur-independant")?.slug).toBe("auto-entrepreneur");
    expect(visaRouteOf("talent-qualified-employee")?.slug).toBe("passeport-talent-salarie");
    for (const [twin, canonical] of Object.entries(canonicalVisaSlug)) expect(sameRouteAs[twin]).toBe(canonical);
  });

  it("aliases only pages of the catalogue to routes of the list", () => {
    for (const [alias, route] of Object.entries(sameRouteAs)) {
      expect(findVisa(alias), alias).toBeDefined();
      expect(sameRouteAs[route], `${route} is itself an alias`).toBeUndefined();
    }
  });

  it("gives one name to the two slugs of one page", () => {
    expect(findVisa("eu-blue-card")?.name).toEqual(findVisa("carte-bleue-ue")?.name);
  });

  it("knows no route for a slug that is no visa of ours, nor for an object's own keys", () => {
    for (const slug of ["tourist-visa", "", "constructor", "__proto__", "toString", "salarié"]) {
      expect(visaRouteOf(slug), slug).toBeUndefined();
    }
  });
});
