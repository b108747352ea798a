import type { ParseKeys } from "i18next";
import { href } from "react-router";

/** A navigation item: title, href, description (icon: none needed). */
export type NavLinkItem = { href: string; titleKey: ParseKeys; descriptionKey?: ParseKeys };
export type NavGroup = {
  id: "visas" | "cities" | "resources" | "tools";
  labelKey: ParseKeys;
  /** The group is highlighted when the current path starts with one of these. */
  activePrefixes: string[];
  feature?: NavLinkItem;
  links: NavLinkItem[];
};

export const navGroups: NavGroup[] = [
  {
    id: "visas",
    labelKey: "nav.visaTypes",
    activePrefixes: [href("/visa")],
    feature: { href: href("/visa"), titleKey: "nav.visaOverviewTitle", descriptionKey: "nav.visaOverviewDescription" },
    links: [
      {
        href: href("/visa/:slug", { slug: "passeport-talent" }),
        titleKey: "nav.visa.passeportTalent.title",
        descriptionKey: "nav.visa.passeportTalent.description",
      },
      {
        href: href("/visa/:slug", { slug: "carte-bleue-ue" }),
        titleKey: "nav.visa.carteBleueUe.title",
        descriptionKey: "nav.visa.carteBleueUe.description",
      },
      {
        href: href("/visa/:slug", { slug: "auto-entrepreneur" }),
        titleKey: "nav.visa.autoEntrepreneur.title",
        descriptionKey: "nav.visa.autoEntrepreneur.description",
      },
      {
        href: href("/visa/:slug", { slug: "salarie" }),
        titleKey: "nav.visa.salarie.title",
        descriptionKey: "nav.visa.salarie.description",
      },
    ],
  },
  {
    id: "cities",
    labelKey: "nav.cities",
    activePrefixes: [
      href("/paris-guide"),
      href("/lyon-digital-nomads"),
      href("/marseille-living"),
      href("/retiring-nice"),
    ],
    links: [
      { href: href("/paris-guide"), titleKey: "nav.city.paris.title", descriptionKey: "nav.city.paris.description" },
      {
        href: href("/lyon-digital-nomads"),
        titleKey: "nav.city.lyon.title",
        descriptionKey: "nav.city.lyon.description",
      },
      {
        href: href("/marseille-living"),
        titleKey: "nav.city.marseille.title",
        descriptionKey: "nav.city.marseille.description",
      },
      { href: href("/retiring-nice"), titleKey: "nav.city.nice.title", descriptionKey: "nav.city.nice.description" },
    ],
  },
  {
    id: "resources",
    labelKey: "nav.resources",
    activePrefixes: [href("/blog"), href("/free-pdf"), href("/city-comparison"), href("/assistant")],
    links: [
      { href: href("/blog"), titleKey: "nav.resource.blog.title", descriptionKey: "nav.resource.blog.description" },
      {
        href: href("/free-pdf"),
        titleKey: "nav.resource.freeGuide.title",
        descriptionKey: "nav.resource.freeGuide.description",
      },
      {
        href: href("/city-comparison"),
        titleKey: "nav.resource.cityComparison.title",
        descriptionKey: "nav.resource.cityComparison.description",
      },
      {
        href: href("/assistant"),
        titleKey: "nav.resource.assistant.title",
        descriptionKey: "nav.resource.assistant.description",
      },
    ],
  },
  {
    // The calculators were reachable only from pages that mention them: a newcomer never found them.
    id: "tools",
    labelKey: "nav.tools",
    activePrefixes: [href("/tools")],
    feature: {
      href: href("/tools"),
      titleKey: "nav.toolsOverviewTitle",
      descriptionKey: "nav.toolsOverviewDescription",
    },
    links: [
      {
        href: href("/tools/cost-of-living"),
        titleKey: "nav.tool.costOfLiving.title",
        descriptionKey: "nav.tool.costOfLiving.description",
      },
      { href: href("/tools/budget"), titleKey: "nav.tool.budget.title", descriptionKey: "nav.tool.budget.description" },
      {
        href: href("/tools/timeline"),
        titleKey: "nav.tool.timeline.title",
        descriptionKey: "nav.tool.timeline.description",
      },
    ],
  },
];

export const pricingLink: NavLinkItem = { href: href("/pricing"), titleKey: "nav.pricing" };

/** An entry is highlighted when the current path starts with its path. */
export function isPathActive(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.activePrefixes.some((prefix) => isPathActive(pathname, prefix));
}
