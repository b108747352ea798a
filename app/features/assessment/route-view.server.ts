import { writeProse } from "../../../content/assistant/passage-text.ts";
import { isChecklistVisa } from "../../../content/checklist/self-service-checklist-for-visa.ts";
import { contentLanguage, textLanguageOf, translatedText } from "../../../content/content-language.ts";
import { changeText } from "../../../content/eligibility/change-texts.ts";
import { reasonText, verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { routeName } from "../../../content/eligibility/eligibility-values.ts";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { formatVisaCost, visaCostOf, visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import { findVisaPage } from "../../../content/visas/visa-pages.ts";
import type { RouteAssessment, Verdict } from "../../../core/eligibility/eligibility-result.ts";
import type { Language } from "../../../core/languages.ts";
import { keepLanguage } from "../../lib/keep-language.ts";

/**
 * One route of an assessment as the pages show it, in the reader's words:
 * content/eligibility's sentences for the verdict, each reason and each change; the visa page's
 * documents, the registry's cost and processing time, and the official links. Built on the server,
 * so the browser receives text, not the engine or the registry.
 */

export type ReasonView = {
  label: string;
  yours: string;
  required: string;
  status: string;
  sentence: string;
  met: boolean | null;
  kind: string;
};

export type RouteDetails = {
  /** The visa page's checklist, in its language (visa pages are written in English and French). */
  documents: string[];
  documentsLanguage: Language;
  cost: string | null;
  processing: string | null;
  officialLinks: { url: string; label: string }[];
  /** The self-service checklist set up with this route (the dashboard's form), or null. */
  planHref: string | null;
};

export type RouteView = {
  slug: string;
  name: string;
  verdict: Verdict;
  verdictLabel: string;
  reasons: ReasonView[];
  changes: string[];
  visaHref: string | null;
  /** Members' full view only. */
  details: RouteDetails | null;
};

function visaHrefOf(slug: string, url: URL): string | null {
  if (slug === "eu-eea-nationals") return keepLanguage("/eu-eea-nationals", url);
  return findVisaPage(slug) ? keepLanguage(`/visa/${slug}`, url) : null;
}

function detailsOf(route: RouteAssessment, language: Language, url: URL): RouteDetails {
  const page = findVisaPage(route.slug);
  const textLanguage = page ? textLanguageOf(page.text, language) : contentLanguage(language);
  const cost = visaCostOf(route.slug, { country: route.nationality });
  const processing = visaProcessingOf(route.slug);
  return {
    documents: page
      ? translatedText(page.text, textLanguage).documents.map((item) => writeProse([item], textLanguage).text)
      : [],
    documentsLanguage: textLanguage,
    cost: cost ? formatVisaCost(cost, language) : null,
    processing: processing ? formatFact(currentFact(processing.factId), language) : null,
    officialLinks: (page?.officialLinks ?? []).map((link) => ({
      url: link.url,
      label: translatedText(link.label, textLanguage),
    })),
    // The dashboard's checklist setup with this visa chosen, as planHrefFor (use-for-plan-link.tsx) writes it.
    planHref: isChecklistVisa(route.slug)
      ? keepLanguage(`/dashboard?${new URLSearchParams({ visa: route.slug })}`, url)
      : null,
  };
}

export function routeView(route: RouteAssessment, language: Language, url: URL, full: boolean): RouteView {
  return {
    slug: route.slug,
    name: routeName(route.slug, language),
    verdict: route.verdict,
    verdictLabel: verdictLabel(route.verdict, language),
    reasons: route.reasons.map((reason) => ({ ...reasonText(reason, language), met: reason.met, kind: reason.kind })),
    changes: route.changes.map((change) => changeText(change, language)),
    visaHref: visaHrefOf(route.slug, url),
    details: full ? detailsOf(route, language, url) : null,
  };
}
