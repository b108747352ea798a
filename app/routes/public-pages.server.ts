import { guidePaths } from "../../content/guides/guide-paths.ts";
import { canonicalVisaSlug, visaPages } from "../../content/visas/visa-pages.ts";

/**
 * Every public page search engines should know, for sitemap.xml. Private areas (admin,
 * dashboard), account forms and payment return pages are left out on purpose.
 */
export function publicPagePaths(): string[] {
  return [
    "/",
    "/visa",
    ...visaPages.filter((page) => !canonicalVisaSlug[page.slug]).map((page) => `/visa/${page.slug}`),
    ...guidePaths,
    "/pricing",
    "/blog",
    "/city-comparison",
    "/city-quiz",
    // The detailed assessment's first step; its later steps and results are someone's own.
    "/assessment",
    // Planning tools (ADR 0032): the forms are public; the budget and timeline results are Premium.
    "/tools",
    "/tools/cost-of-living",
    "/tools/budget",
    "/tools/timeline",
    "/free-pdf",
    "/pdf-guide",
    // The letters in French, each previewed with example details.
    "/letters",
    // Who we are (ADR 0026).
    "/legal-notice",
    "/contact",
  ];
}
