import { textLanguageOf, translatedText } from "../../../content/content-language.ts";
import { isFactId } from "../../../content/facts/fact-on.ts";
import { legalReferences } from "../../../content/facts/legal-references.ts";
import { chapterInEnglishNote, guideEdition } from "../../../content/pdf-guide/guide-texts.ts";
import { figureOfFact, resolveFigures } from "../../../content/prose/resolve-figures.ts";
import { showsIntegrationConditions } from "../../../content/visas/integration-conditions.ts";
import { findVisa, type VisaCategory } from "../../../content/visas/visa-catalogue.ts";
import {
  type VisaContent,
  type VisaPageText,
  type VisaSectionId,
  visaSectionOrder,
} from "../../../content/visas/visa-content-types.ts";
import { formatEuros, visaCostOf, visaCostPartLabel } from "../../../content/visas/visa-costs.ts";
import { canonicalVisaSlug, visaPages } from "../../../content/visas/visa-pages.ts";
import type { Chapter } from "./guide-chapter.ts";
import { factTable, type GuideContext, langAttributes, proseHtml, sourcesList } from "./guide-figures.ts";
import { fill, fillText, type Html, html, safeHref } from "./print-html.ts";

/** Categories in the order of the /visa overview's purposes; EU/EEA citizens need no visa. */
export const categoryOrder: VisaCategory[] = [
  "talent",
  "work",
  "study",
  "family",
  "business-investment",
  "visitor",
  "other",
  "eu-eea",
];

/** Every visa page once (the English twin of the EU Blue Card page shares its content), by category. */
export function guideVisaPages(): VisaContent[] {
  const pages = visaPages.filter((page) => !canonicalVisaSlug[page.slug]);
  return categoryOrder.flatMap((category) => pages.filter((page) => page.category === category));
}

/** The visa's name in the reader's language: the catalogue has every name in Arabic too. */
export function visaName(slug: string, context: GuideContext): string {
  const entry = findVisa(slug);
  if (!entry) throw new Error(`No catalogue entry for the visa page ${slug}`);
  return entry.name[context.language];
}

function sectionHtml(id: VisaSectionId, text: VisaPageText, figures: Parameters<typeof proseHtml>[1]): Html {
  const value = text[id];
  if (typeof value === "string") return html`<p>${proseHtml(value, figures)}</p>`;
  if (id === "steps") {
    return html`<ol>${text.steps.map(
      (step) => html`<li class="keep"><strong>${step.title}</strong><br>${proseHtml(step.body, figures)}</li>`,
    )}</ol>`;
  }
  return html`<ul>${(value as string[]).map((item) => html`<li>${proseHtml(item, figures)}</li>`)}</ul>`;
}

/** "€99 visa fee + €300 residence-permit tax + €50 stamp duty = €449", as on the visa page. */
function costBreakdown(slug: string, context: GuideContext): Html {
  const cost = visaCostOf(slug);
  if (!cost) return html``;
  const { labels } = context.texts;
  return html`<div class="note keep">
<strong>${labels.costBreakdownTitle}</strong><br>
${cost.parts.map(
  (part, index) =>
    html`${index > 0 ? " + " : ""}<span class="figure" data-fact="${`fact:${part.factId}`}">${formatEuros(part.value, context.language)}</span> ${visaCostPartLabel(part.role, context.language)}`,
)} = <span class="figure" data-fact="${`cost-total:${slug}`}">${formatEuros(cost.total, context.language)}</span>
<p class="small muted">${labels.costBreakdownNote}</p>
</div>`;
}

/**
 * One visa as its page presents it, premium sections included (the full guide is the paid
 * product): key figures with their source and date, the cost composition, every section, the
 * official links and the chapter's sources.
 */
export function visaChapter(
  page: VisaContent,
  context: GuideContext,
  integrationAnchor: string | null,
  newPage: boolean,
): Chapter {
  const { language, texts } = context;
  // Per page: visa pages are translated into Arabic one by one.
  const textLanguage = textLanguageOf(page.text, language);
  const text = translatedText(page.text, language);
  const keyIds = page.keyFacts.filter(isFactId);
  const costIds = (visaCostOf(page.slug)?.parts ?? []).map((part) => part.factId);
  const figures = {
    ...resolveFigures({ text }, language),
    ...Object.fromEntries([...keyIds, ...costIds].map((id) => [`fact:${id}`, figureOfFact(id, language)])),
  };
  const id = `visa-${page.slug}`;
  const title = language === "ar" ? visaName(page.slug, context) : text.title;
  const attributes = langAttributes(textLanguage, language);
  const law = legalReferences["law-2024-42"];

  const body = html`<section class="${newPage ? "chapter" : "visa"}" id="${id}">
<p class="muted small">${texts.categories[page.category]}</p>
<h2>${title}</h2>
${language !== textLanguage ? html`<p class="warning">${chapterInEnglishNote}</p>` : ""}
<p${attributes}><em>${proseHtml(text.summary, figures)}</em></p>
${page.talentRenaming ? html`<p class="note">${fill(texts.labels.talentRenaming, { law: html`<a href="${safeHref(law.url)}">${law.title[language]}</a>` })}</p>` : ""}
${keyIds.length > 0 ? html`<h3>${texts.labels.keyFigures}</h3>${factTable(keyIds, context)}` : ""}
${visaSectionOrder.map(
  (section) => html`<h3>${texts.sections[section]}</h3>
${section === "costs" ? costBreakdown(page.slug, context) : ""}
<div${attributes}>${sectionHtml(section, text, figures)}</div>
${section === "conditions" && integrationAnchor && showsIntegrationConditions(page.slug) ? html`<p class="small">${texts.labels.integrationSeeAlso} <a href="#${integrationAnchor}">${fillText(texts.changes.title, { year: guideEdition })}</a>.</p>` : ""}`,
)}
<h3>${texts.labels.officialLinks}</h3>
<ul class="small">${page.officialLinks.map(
    (link) =>
      html`<li><a href="${safeHref(link.url)}"${attributes}>${translatedText(link.label, textLanguage)}</a> <span class="url" dir="ltr">${link.url}</span></li>`,
  )}</ul>
${sourcesList(Object.values(figures), context)}
</section>`;
  return { id, title, body };
}
