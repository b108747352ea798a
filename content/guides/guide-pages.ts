import euEeaNationals from "./eu-eea-nationals.ts";
import type { GuideContent } from "./guide-types.ts";
import help from "./help.ts";
import lyonDigitalNomads from "./lyon-digital-nomads.ts";
import marseilleLiving from "./marseille-living.ts";
import parisGuide from "./paris-guide.ts";
import privacyPolicy from "./privacy-policy.ts";
import retiringNice from "./retiring-nice.ts";
import stressRelief from "./stress-relief.ts";
import terms from "./terms.ts";

/** Guides and static pages, each served at /<slug>. */
export const guidePages: GuideContent[] = [
  parisGuide,
  lyonDigitalNomads,
  marseilleLiving,
  retiringNice,
  euEeaNationals,
  privacyPolicy,
  terms,
  help,
  stressRelief,
];

/**
 * Legal texts: written in French, which prevails; the English and Arabic texts are translations
 * and say so (ADR 0086).
 */
export const legalGuideSlugs: ReadonlySet<string> = new Set(["privacy-policy", "terms"]);

export function findGuide(slug: string): GuideContent | undefined {
  return guidePages.find((guide) => guide.slug === slug);
}
