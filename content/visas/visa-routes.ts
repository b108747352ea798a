import type { Language } from "../../core/languages.ts";
import { findVisa, type VisaCategory, type VisaEntry, visaCatalogue, visaSlugAliases } from "./visa-catalogue.ts";
import { visaCategoryNames } from "./visa-labels.ts";

/**
 * The visa routes a person picks from: each permit once, under one name. The catalogue keeps a page
 * for every slug of the product specification, and some of those pages describe the same permit as
 * another; listed side by side they read as two routes ("EU Blue Card" and "EU Blue Card (talent –
 * European Blue Card)"). A picker lists the route's page only and reads the other slug as an alias
 * of it, so a slug stored before, or carried by an old link, still lands on its route.
 */

/** Slug → the page of the same route that pickers show. Both pages stay (their URLs stay public). */
export const sameRouteAs: Readonly<Record<string, string>> = {
  // The English twin of the Blue Card page: the same content (pages/eu-blue-card.ts, canonicalVisaSlug).
  "eu-blue-card": "carte-bleue-ue",
  // Both are the student long-stay visa, the VLS-TS « étudiant »: same steps, costs and processing time.
  "etudiant-vls": "etudiant",
  // Both are the « entrepreneur / profession libérale » residence permit, for micro-entrepreneurs and
  // liberal professions alike (the page of the second says so).
  "travailleur-independant": "auto-entrepreneur",
};

/**
 * The route a slug stands for: its own page, the page it repeats (sameRouteAs) or the page an old
 * URL names (visaSlugAliases); undefined for a slug that is no visa of ours. `Object.hasOwn`
 * because the slug comes from URLs and forms ("constructor" is no alias).
 */
export function visaRouteOf(slug: string): VisaEntry | undefined {
  const page = Object.hasOwn(visaSlugAliases, slug) ? visaSlugAliases[slug]! : slug;
  const route = Object.hasOwn(sameRouteAs, page) ? sameRouteAs[page]! : page;
  return findVisa(route);
}

/** A route's catalogue name in `language`, or the slug itself when it is no visa of ours. */
export function visaRouteName(slug: string, language: Language): string {
  return visaRouteOf(slug)?.name[language] ?? slug;
}

/** Every route once, in the catalogue's order. */
export const visaRoutes: readonly VisaEntry[] = visaCatalogue.filter((visa) => !Object.hasOwn(sameRouteAs, visa.slug));

export type VisaRouteGroup = {
  category: VisaCategory;
  label: string;
  options: { value: string; label: string }[];
};

/**
 * The routes for a <select>, grouped by category in the order of visa-labels.ts, each under its
 * catalogue name in `language`: the one list the checklist's and the advisor's visa pickers show.
 */
export function visaRouteGroups(language: Language): VisaRouteGroup[] {
  const categories = Object.keys(visaCategoryNames[language]) as VisaCategory[];
  return categories
    .map((category) => ({
      category,
      label: visaCategoryNames[language][category],
      options: visaRoutes
        .filter((visa) => visa.category === category)
        .map((visa) => ({ value: visa.slug, label: visa.name[language] })),
    }))
    .filter((group) => group.options.length > 0);
}
