import { textLanguageOf, translatedText } from "../../../content/content-language.ts";
import { currentFact, factIds } from "../../../content/facts/fact-on.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import { chapterInEnglishNote, guideEdition } from "../../../content/pdf-guide/guide-texts.ts";
import { figureOfFact, resolveFigures } from "../../../content/prose/resolve-figures.ts";
import { integrationConditions } from "../../../content/visas/integration-conditions.ts";
import { formatEuros, formatVisaCost, visaCostOf, visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import type { Chapter } from "./guide-chapter.ts";
import { factTable, figureHtml, type GuideContext, langAttributes, proseHtml, sourcesList } from "./guide-figures.ts";
import { categoryOrder, guideVisaPages, visaName } from "./guide-visa-chapters.ts";
import { fill, fillText, html } from "./print-html.ts";

/** What the State charges in 2026 (finance law for 2026, Visa Code), from the registry. */
export const feeFacts: readonly FactId[] = [
  "long-stay-visa.fee",
  "long-stay-visa.fee-student",
  "short-stay-visa.fee",
  "short-stay-visa.fee-child",
  "residence-permit.tax-first-issue",
  "residence-permit.tax-first-issue-reduced",
  "residence-permit.tax-renewal",
  "residence-permit.tax-renewal-reduced",
  "residence-permit.stamp-duty",
  "regularisation-visa.fee",
  "regularisation-visa.fee-at-filing",
  "aps.tax",
  "naturalisation.stamp-duty",
  "student.cvec",
];

/** The salary and resource thresholds applications are measured against. */
const resourceFacts: readonly FactId[] = [
  "smic.hourly-gross",
  "smic.monthly-gross",
  "smic.monthly-net",
  "talent.qualified-employee.min-annual-salary",
  "eu-blue-card.min-annual-salary",
  "student.min-monthly-resources",
  "family-reunification.resources-two-three",
  "family-reunification.resources-four-five",
  "family-reunification.resources-six-plus",
  "au-pair.min-pocket-money",
  "investor.min-investment",
  "travel-insurance.min-cover",
];

/** The starter guide's short list of thresholds. */
const headlineFacts: readonly FactId[] = [
  "talent.qualified-employee.min-annual-salary",
  "eu-blue-card.min-annual-salary",
  "student.min-monthly-resources",
  "smic.monthly-net",
  "family-reunification.resources-two-three",
];

const year = { year: guideEdition };

/** Each visa with the total of its cost composition and its typical processing time. */
export function overviewChapter(context: GuideContext): Chapter {
  const { texts, language } = context;
  const pages = guideVisaPages();
  const body = html`<section class="chapter" id="overview">
<h1>${texts.overview.title}</h1>
<p>${texts.overview.intro}</p>
${categoryOrder.map((category) => {
  const inCategory = pages.filter((page) => page.category === category);
  if (inCategory.length === 0) return "";
  return html`<h3>${texts.categories[category]}</h3>
<table><thead><tr><th>${texts.overview.visa}</th><th>${texts.overview.cost}</th><th>${texts.overview.processing}</th></tr></thead>
<tbody>${inCategory.map((page) => {
    const cost = visaCostOf(page.slug);
    const processing = visaProcessingOf(page.slug);
    return html`<tr><td>${visaName(page.slug, context)}</td>
<td>${cost ? html`<span class="figure">${formatEuros(cost.total, language)}</span>` : "—"}</td>
<td>${processing ? figureHtml(figureOfFact(processing.factId, language)) : "—"}</td></tr>`;
  })}</tbody></table>`;
})}
</section>`;
  return { id: "overview", title: texts.overview.title, body };
}

/** The starter guide's thresholds: the figures most applications are measured against. */
export function headlineChapter(context: GuideContext): Chapter {
  const { texts } = context;
  const body = html`<section class="chapter" id="thresholds">
<h1>${texts.headlineFigures.title}</h1>
<p>${texts.headlineFigures.intro}</p>
${factTable(headlineFacts, context)}
<h2>${texts.costs.feesTitle}</h2>
${factTable(feeFacts, context)}
</section>`;
  return { id: "thresholds", title: texts.headlineFigures.title, body };
}

/** The 2026 costs: fees and taxes, thresholds, and each visa's composition. */
export function costsChapter(context: GuideContext): Chapter {
  const { texts, language } = context;
  const title = fillText(texts.costs.title, year);
  const body = html`<section class="chapter" id="costs">
<h1>${title}</h1>
<p>${fill(texts.costs.intro, year)}</p>
<h2>${texts.costs.feesTitle}</h2>
${factTable(feeFacts, context)}
<h2>${texts.costs.resourcesTitle}</h2>
${factTable(resourceFacts, context)}
<h2>${texts.costs.perVisaTitle}</h2>
<p class="small muted">${texts.costs.perVisaIntro}</p>
<table><thead><tr><th>${texts.overview.visa}</th><th>${texts.overview.cost}</th></tr></thead>
<tbody>${guideVisaPages().map((page) => {
    const cost = visaCostOf(page.slug);
    return html`<tr><td>${visaName(page.slug, context)}</td>
<td>${cost ? formatVisaCost(cost, language) : texts.costs.noSingleCost}</td></tr>`;
  })}</tbody></table>
</section>`;
  return { id: "costs", title, body };
}

/** Dated facts of the registry (new systems, ends of schemes, reforms): the year's calendar. */
function dateFacts(): FactId[] {
  return factIds().filter((id) => currentFact(id).unit === "date");
}

/** The integration conditions in force since 2026 and the year's dates. */
export function changesChapter(context: GuideContext): Chapter {
  const { texts, language } = context;
  const textLanguage = textLanguageOf(integrationConditions, language);
  const integration = translatedText(integrationConditions, language);
  const figures = resolveFigures({ integration }, language);
  const attributes = langAttributes(textLanguage, language);
  const title = fillText(texts.changes.title, year);
  const body = html`<section class="chapter" id="changes">
<h1>${title}</h1>
<p>${texts.changes.intro}</p>
${language !== textLanguage ? html`<p class="warning">${chapterInEnglishNote}</p>` : ""}
<div${attributes}>
<h2>${proseHtml(integration.title, figures)}</h2>
<p>${proseHtml(integration.lead, figures)}</p>
<ul>${integration.items.map((item) => html`<li>${proseHtml(item, figures)}</li>`)}</ul>
<p>${proseHtml(integration.note, figures)}</p>
</div>
<h2>${texts.changes.datesTitle}</h2>
${factTable(dateFacts(), context)}
${sourcesList(Object.values(figures), context)}
</section>`;
  return { id: "changes", title, body };
}
