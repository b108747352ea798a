import { currentFact } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { formatFact } from "../../../content/facts/format-fact.ts";
import { findGuide } from "../../../content/guides/guide-pages.ts";
import { assistantAnswersAr } from "../../../content/i18n/assistant-answers-ar.ts";
import { type AssistantAnswers, assistantAnswersEn } from "../../../content/i18n/assistant-answers-en.ts";
import { assistantAnswersFr } from "../../../content/i18n/assistant-answers-fr.ts";
import { findVisaPage, visaSlugFor } from "../../../content/visas/visa-pages.ts";
import { recommendWithRegistry } from "../../../content/wizard/recommendation-figures.ts";
import { recommendationTexts } from "../../../content/wizard/recommendation-texts.ts";
import type { Citation } from "../../../core/assistant/assistant-contract.ts";
import type { Language } from "../../../core/languages.ts";
import { incomeBands, type Profession, type VisaOptionId } from "../../../core/recommend.ts";

/**
 * The routes the wizard's own engine gives a profession, for the built-in answerer's
 * "which visa" answer: the engine is asked once per income band, since the question gives none, and
 * every route any band gets is listed, best score first, with what decides it and its salary floor
 * written from the registry as a condition — never a band picked for the reader. The free
 * assessment is then offered for a personal match. An EU, EEA or Swiss national needs no visa.
 */

const phrases: Record<Language, AssistantAnswers> = {
  en: assistantAnswersEn,
  fr: assistantAnswersFr,
  ar: assistantAnswersAr,
};

/**
 * Any nationality outside the EU, the EEA and Switzerland gets the same table (core/recommend.ts
 * only asks whether the country is one of those): "ZZ", ISO 3166's user-assigned "unknown" code.
 */
const outsideTheEu = "ZZ";

/**
 * Where the free assessment opens: the home page's "Start your journey" section, which lists what
 * it asks and has its start button (app/features/home/home-sections.tsx). No address opens the
 * wizard by itself; it is a dialog opened by a button.
 */
export function assessmentCitation(language: Language): Citation {
  return {
    title: phrases[language].whichVisa.assessmentTitle,
    url: `/?lang=${language}#journey-heading`,
    kind: "tool",
    sources: [],
  };
}

type Route = { id: VisaOptionId; slug: string; score: number; floorFact: FactId | null };

/** Every route the engine gives the profession in some income band, best score first (ties in the table's order). */
function routesOf(profession: Profession): Route[] {
  const routes = new Map<VisaOptionId, Route>();
  for (const income of incomeBands) {
    const result = recommendWithRegistry({ country: outsideTheEu, profession, income });
    for (const option of result.options) {
      if (option.id === "no-visa-needed" || !option.visaSlug) continue;
      const known = routes.get(option.id);
      const floorFact = (option.salaryFloor?.factId as FactId | undefined) ?? known?.floorFact ?? null;
      routes.set(option.id, {
        id: option.id,
        slug: option.visaSlug,
        score: Math.max(known?.score ?? 0, option.matchScore),
        floorFact,
      });
    }
    for (const dropped of result.dropped) {
      // A route a bilateral agreement replaces is not this nationality's: the preview leaves it out.
      if (dropped.reason !== "below-salary-floor") continue;
      const known = routes.get(dropped.id);
      routes.set(dropped.id, {
        id: dropped.id,
        slug: dropped.visaSlug,
        score: known?.score ?? 0,
        floorFact: dropped.salaryFloor.factId as FactId,
      });
    }
  }
  // Array.prototype.sort is stable: the insertion order is the engine's, so ties keep it.
  return [...routes.values()].sort((a, b) => b.score - a.score);
}

function visaCitation(route: Route, language: Language): Citation {
  const slug = visaSlugFor(route.slug, language);
  const page = findVisaPage(route.slug);
  const fact = route.floorFact ? currentFact(route.floorFact) : null;
  return {
    title: page ? page.text[language === "fr" ? "fr" : "en"].title : recommendationTexts[route.id][language].name,
    url: `/visa/${slug}?lang=${language}`,
    kind: "visa",
    sources: fact ? [{ publisher: fact.source.publisher, url: fact.source.url, checkedOn: fact.checkedOn }] : [],
  };
}

/** The answer's own paragraphs (no disclaimer: the answerer ends every answer with it) and citations. */
export function whichVisaAnswer(
  intent: { profession: Exclude<Profession, "other"> | null; euNational: boolean },
  language: Language,
): { deltas: string[]; citations: Citation[] } | null {
  const text = phrases[language];
  if (intent.euNational) {
    const guide = findGuide("eu-eea-nationals");
    const citation: Citation = {
      title: guide ? guide.text[language === "fr" ? "fr" : "en"].title : text.whichVisa.euGuide,
      url: `/eu-eea-nationals?lang=${language}`,
      kind: "guide",
      sources: [],
    };
    return { deltas: [text.tools.noVisaNeeded, ` ${text.whichVisa.euGuide}`], citations: [citation] };
  }
  if (!intent.profession) return null;
  const routes = routesOf(intent.profession);
  if (routes.length === 0) return null;
  const deltas = [
    text.whichVisa.intro.replace("{profession}", text.whichVisa.professions[intent.profession]),
    ...routes.map((route) => {
      const option = recommendationTexts[route.id][language];
      const line = `\n\n${text.whichVisa.route.replace("{name}", option.name).replace("{eligibility}", option.eligibility)}`;
      const fact = route.floorFact ? currentFact(route.floorFact) : null;
      return fact ? `${line} ${text.whichVisa.floor.replace("{floor}", formatFact(fact, language))}` : line;
    }),
    `\n\n${text.whichVisa.invitation}`,
  ];
  return {
    deltas,
    citations: [...routes.map((route) => visaCitation(route, language)), assessmentCitation(language)],
  };
}
