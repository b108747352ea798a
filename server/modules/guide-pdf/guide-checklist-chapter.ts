import { guideChecklist } from "../../../content/pdf-guide/guide-checklist.ts";
import { figureOfFact, resolveFigures } from "../../../content/prose/resolve-figures.ts";
import { visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import type { Chapter } from "./guide-chapter.ts";
import { figureHtml, type GuideContext, proseHtml, sourcesList } from "./guide-figures.ts";
import { guideVisaPages, visaName } from "./guide-visa-chapters.ts";
import { html } from "./print-html.ts";

/**
 * The checklist with its lead times (content/pdf-guide/guide-checklist.ts, written in the three
 * languages), then, in the full guide, each visa's typical processing time from the registry.
 * The starter guide keeps the steps marked `starter` and leaves the table out.
 */
export function checklistChapter(context: GuideContext, short: boolean): Chapter {
  const { texts, language } = context;
  const phases = guideChecklist[language]
    .map((phase) => ({ ...phase, items: phase.items.filter((item) => !short || item.starter) }))
    .filter((phase) => phase.items.length > 0);
  const figures = resolveFigures(phases, language);
  const withProcessing = short
    ? []
    : guideVisaPages().flatMap((page) => {
        const processing = visaProcessingOf(page.slug);
        return processing ? [{ slug: page.slug, figure: figureOfFact(processing.factId, language) }] : [];
      });
  const body = html`<section class="chapter" id="checklist">
<h1>${texts.checklist.title}</h1>
<p>${texts.checklist.intro}</p>
${phases.map(
  (phase) => html`<h2>${phase.title}</h2>
<ul class="checklist">${phase.items.map(
    (item) => html`<li class="keep"><strong>${item.title}</strong><br>${proseHtml(item.body, figures)}</li>`,
  )}</ul>`,
)}
${
  withProcessing.length > 0
    ? html`<h2>${texts.checklist.leadTimesTitle}</h2>
<p class="small muted">${texts.checklist.leadTimesIntro}</p>
<table><thead><tr><th>${texts.overview.visa}</th><th>${texts.overview.processing}</th></tr></thead>
<tbody>${withProcessing.map(
        ({ slug, figure }) => html`<tr><td>${visaName(slug, context)}</td><td>${figureHtml(figure)}</td></tr>`,
      )}</tbody></table>`
    : ""
}
${sourcesList(uniqueFigures([...Object.values(figures), ...withProcessing.map((row) => row.figure)]), context)}
</section>`;
  return { id: "checklist", title: texts.checklist.title, body };
}

function uniqueFigures<T extends { key: string }>(figures: T[]): T[] {
  return [...new Map(figures.map((figure) => [figure.key, figure])).values()];
}
