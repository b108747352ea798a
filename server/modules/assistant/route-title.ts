import { routeName } from "../../../content/eligibility/eligibility-values.ts";
import { findVisaPage } from "../../../content/visas/visa-pages.ts";
import type { Language } from "../../../core/languages.ts";

/**
 * A route as its page names it ("Employee (salarié) – long-stay visa and residence permit"): the
 * words a reader searches for. Arabic has no page titles yet: the route's Arabic name.
 */
export function routeTitle(slug: string, language: Language): string {
  const page = findVisaPage(slug);
  if (!page || language === "ar") return routeName(slug, language);
  return page.text[language].title;
}
