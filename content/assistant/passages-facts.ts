import type { Passage } from "../../core/assistant/assistant-contract.ts";
import { analyse } from "../../core/assistant/text-analysis.ts";
import type { Language } from "../../core/languages.ts";
import { currentFact, isFactId } from "../facts/fact-on.ts";
import { guidePages } from "../guides/guide-pages.ts";
import { tokensIn } from "../prose/prose-tokens.ts";
import { figureOfFact } from "../prose/resolve-figures.ts";
import { integrationConditions, showsIntegrationConditions } from "../visas/integration-conditions.ts";
import { visaSectionOrder } from "../visas/visa-content-types.ts";
import { canonicalVisaSlug } from "../visas/visa-pages.ts";
import { labelled, pageUrl } from "./passage-text.ts";
import { visaPagesFor } from "./passages-visas.ts";

/**
 * Each registry figure as a short passage of its own: its label and value, exactly as
 * formatFact writes them, so "what is the SMIC" finds the figure even where the prose around it
 * uses other words. A fact is cited on the page most about it among those showing it in their key
 * figures box, else on the first section of a visa page or guide where its token appears; a fact
 * no page shows is not indexed, since a citation must open a page that has it.
 */

function factLocations(language: "en" | "fr"): Map<string, { path: string; anchor: string }> {
  const found = new Map<string, { path: string; anchor: string }>();
  const place = (id: string, path: string, anchor: string) => {
    if (!found.has(id)) found.set(id, { path, anchor });
  };
  const pages = visaPagesFor(language);
  // Of the pages whose key-figures box shows a figure, the one most about it: named after it
  // ("eu-blue-card.min-annual-salary"), else whose title shares most words with the figure's label,
  // else using it in its own prose, else the catalogue's first.
  const relevance = (page: (typeof pages)[number], id: string) => {
    const prefix = id.split(".")[0] ?? "";
    const named = prefix === page.slug || canonicalVisaSlug[prefix] === page.slug ? 1 : 0;
    const label = new Set(isFactId(id) ? analyse(currentFact(id).label[language]) : []);
    const titled = analyse(page.text[language].title).filter((term) => label.has(term)).length;
    const prose = visaSectionOrder.some((section) => tokensIn(page.text.en[section]).has(`fact:${id}`)) ? 1 : 0;
    return [named, titled, prose, -pages.indexOf(page)];
  };
  const shownIn = new Map<string, (typeof pages)[number][]>();
  for (const page of pages) {
    for (const id of page.keyFacts) shownIn.set(id, [...(shownIn.get(id) ?? []), page]);
  }
  for (const [id, candidates] of shownIn) {
    const best = candidates.reduce((chosen, page) => {
      const mine = relevance(page, id);
      const theirs = relevance(chosen, id);
      const first = mine.findIndex((value, index) => value !== theirs[index]);
      return first >= 0 && (mine[first] ?? 0) > (theirs[first] ?? 0) ? page : chosen;
    });
    place(id, `/visa/${best.slug}`, "key-figures-heading");
  }
  for (const page of pages) {
    for (const section of visaSectionOrder) {
      for (const token of tokensIn(page.text.en[section]).values()) {
        if (token.kind === "fact") place(token.id, `/visa/${page.slug}`, section);
      }
    }
  }
  const integrationPage = pages.find((page) => showsIntegrationConditions(page.slug));
  if (integrationPage) {
    for (const token of tokensIn(integrationConditions.en).values()) {
      if (token.kind === "fact") place(token.id, `/visa/${integrationPage.slug}`, "integration-heading");
    }
  }
  for (const guide of guidePages) {
    for (const section of guide.text.en.sections) {
      for (const token of tokensIn(section).values()) {
        if (token.kind === "fact") place(token.id, `/${guide.slug}`, section.id);
      }
    }
  }
  return found;
}

export function factPassages(language: Language): Passage[] {
  const passages: Passage[] = [];
  for (const [id, where] of factLocations(language === "fr" ? "fr" : "en")) {
    if (!isFactId(id)) continue;
    const figure = figureOfFact(id, language);
    // Arabic labels are missing for most facts: an English label would not match an Arabic question.
    if (figure.labelLanguage !== language) continue;
    passages.push({
      id: `fact:${id}:${language}`,
      kind: "fact",
      language,
      title: figure.label,
      text: `${labelled(figure.label, figure.text, language)}.`,
      url: pageUrl(where.path, language, where.anchor),
      sources:
        figure.sourceUrl && figure.publisher
          ? [{ publisher: figure.publisher, url: figure.sourceUrl, checkedOn: currentFact(id).checkedOn }]
          : [],
    });
  }
  return passages;
}
