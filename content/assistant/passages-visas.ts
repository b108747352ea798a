import type { Passage } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { currentFact, isFactId } from "../facts/fact-on.ts";

import { integrationConditions, showsIntegrationConditions } from "../visas/integration-conditions.ts";
import { type VisaSectionId, visaSectionOrder } from "../visas/visa-content-types.ts";
import { visaSectionNames } from "../visas/visa-labels.ts";
import { canonicalVisaSlug, visaPages } from "../visas/visa-pages.ts";
import { assistantPassageLabels } from "./passage-labels.ts";
import { labelled, pageUrl, writeProse } from "./passage-text.ts";

/**
 * Visa pages as passages: the summary, one passage per section (the page's own anchors,
 * content/visas/visa-content-types.ts), the key figures box and, once, the 2026 integration
 * conditions every residence-permit page shows.
 */

/** A section's prose as strings, its titled items written "Title: body" (also read by the assistant's part answers). */
export function sectionProse(
  text: (typeof visaPages)[number]["text"]["en"],
  id: VisaSectionId,
  language: Language,
): string[] {
  const value = text[id];
  if (typeof value === "string") return [value];
  return value.map((item) => (typeof item === "string" ? item : labelled(item.title, item.body, language)));
}

/**
 * The pages of a language: of two slugs sharing one content (the EU Blue Card), the one in the
 * reader's language (Arabic readers get the English slug, as the site's links do) — indexing both
 * would fill an answer's passages with the same text twice.
 */
export function visaPagesFor(language: Language): typeof visaPages {
  const twins = Object.entries(canonicalVisaSlug);
  const skipped = new Set(twins.map(([english, french]) => (language === "fr" ? english : french)));
  return visaPages.filter((page) => !skipped.has(page.slug));
}

/** Every translated page in `language` (ADR 0086): Arabic has only the pages written in Arabic. */
export function visaPassages(language: Language): Passage[] {
  const passages: Passage[] = [];
  for (const page of visaPagesFor(language)) {
    const text = page.text[language];
    if (!text) continue;
    const path = `/visa/${page.slug}`;
    const base = `visa:${page.slug}`;
    const summary = writeProse([text.summary], language);
    passages.push({
      id: `${base}:${language}`,
      kind: "visa",
      language,
      title: text.title,
      text: summary.text,
      url: pageUrl(path, language),
      sources: summary.sources,
    });
    if (page.keyFacts.length > 0) {
      const figures = writeProse(
        page.keyFacts.map((id) =>
          labelled(
            isFactId(id) ? (currentFact(id).label[language] ?? currentFact(id).label.en) : id,
            `{fact:${id}}`,
            language,
          ),
        ),
        language,
      );
      passages.push({
        id: `${base}#key-figures:${language}`,
        kind: "visa",
        language,
        title: `${text.title} — ${assistantPassageLabels[language].keyFigures}`,
        text: figures.text,
        url: pageUrl(path, language, "key-figures-heading"),
        sources: figures.sources,
      });
    }
    for (const id of visaSectionOrder) {
      const written = writeProse(sectionProse(text, id, language), language);
      if (!written.text) continue;
      passages.push({
        id: `${base}#${id}:${language}`,
        kind: "visa",
        language,
        title: `${text.title} — ${visaSectionNames[language][id]}`,
        text: written.text,
        url: pageUrl(path, language, id),
        sources: written.sources,
      });
    }
  }
  // The integration conditions are one shared text: indexed once, on the first page showing them.
  const first = visaPages.find((page) => showsIntegrationConditions(page.slug));
  const integration = integrationConditions[language];
  if (first && integration) {
    const title = writeProse([integration.title], language);
    const body = writeProse([integration.lead, ...integration.items, integration.note], language);
    passages.push({
      id: `visa:${first.slug}#integration:${language}`,
      kind: "visa",
      language,
      title: title.text.replace(/\.$/, ""),
      text: body.text,
      url: pageUrl(`/visa/${first.slug}`, language, "integration-heading"),
      sources: [...title.sources, ...body.sources],
    });
  }
  return passages;
}
