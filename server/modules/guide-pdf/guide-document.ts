import { currentFact, factIds } from "../../../content/facts/fact-on.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { guideEdition, guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { formatEuros, pdfGuide } from "../../../core/plans-catalogue.ts";
import type { Chapter } from "./guide-chapter.ts";
import { checklistChapter } from "./guide-checklist-chapter.ts";
import { citiesChapter, comparisonChapter } from "./guide-city-chapters.ts";
import { changesChapter, costsChapter, headlineChapter, overviewChapter } from "./guide-cost-chapters.ts";
import { contextOf, type GuideContext } from "./guide-figures.ts";
import { guideVisaPages, visaChapter } from "./guide-visa-chapters.ts";
import { printDocument } from "./print-document.ts";
import { fill, fillText, html, safeHref } from "./print-html.ts";

/** "full": the 19 € guide; "starter": the free one, shorter. */
export type GuideEdition = "full" | "starter";

/** The most recent date on which a registry figure was compared with its source. */
function latestCheck(): string {
  return factIds().reduce((latest, id) => {
    const { checkedOn } = currentFact(id);
    return checkedOn > latest ? checkedOn : latest;
  }, "");
}

function cover(edition: GuideEdition, context: GuideContext) {
  const { texts, language, siteUrl } = context;
  return html`<section class="cover">
<p class="brand">Passerelle</p>
<h1>${texts.title[edition]}</h1>
<p class="subtitle">${fillText(texts.subtitle[edition], { year: guideEdition })}</p>
<p class="edition">${texts.edition} ${guideEdition}</p>
<p>${fill(texts.checkedOn, { date: html`<span class="figure">${formatCheckedOn(latestCheck(), language)}</span>` })}</p>
<div class="note"><strong>${texts.disclaimerTitle}</strong><br>${texts.disclaimer}</div>
${texts.languageNote ? html`<p class="small">${texts.languageNote}</p>` : ""}
<p class="url" dir="ltr">${siteUrl}</p>
</section>`;
}

/** The contents: every chapter and its entries, each a link to its anchor in the PDF. */
function contents(chapters: Chapter[], context: GuideContext) {
  return html`<nav class="chapter toc" id="contents">
<h1>${context.texts.contents}</h1>
<ol>${chapters.map(
    (chapter) =>
      html`<li><a href="#${chapter.id}">${chapter.title}</a>${
        chapter.entries?.length
          ? html`<ol>${chapter.entries.map((entry) => html`<li><a href="#${entry.id}">${entry.title}</a></li>`)}</ol>`
          : ""
      }</li>`,
  )}</ol>
</nav>`;
}

function howToReadChapter(context: GuideContext): Chapter {
  const { howToRead } = context.texts;
  const body = html`<section class="chapter" id="how-to-read">
<h1>${howToRead.title}</h1>
${howToRead.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
</section>`;
  return { id: "how-to-read", title: howToRead.title, body };
}

/** Every visa, one chapter each; the part's introduction shares the first chapter's page. */
function visasPart(context: GuideContext): Chapter {
  const { visaChapters } = context.texts;
  const chapters = guideVisaPages().map((page, index) => visaChapter(page, context, "changes", index > 0));
  const body = html`<section class="chapter" id="visas">
<h1>${visaChapters.title}</h1>
<p>${visaChapters.intro}</p>
</section>
${chapters.map((chapter) => chapter.body)}`;
  return {
    id: "visas",
    title: visaChapters.title,
    entries: chapters.map(({ id, title }) => ({ id, title })),
    body,
  };
}

/** The starter guide's last page: what the complete guide adds, its price, and where to find it. */
function fullGuideChapter(context: GuideContext): Chapter {
  const { texts, language, siteUrl } = context;
  const guideUrl = `${siteUrl}/pdf-guide?lang=${language}`;
  const siteHome = `${siteUrl}/?lang=${language}`;
  const days = numberFormat(language).format(pdfGuide.guaranteeDays);
  const body = html`<section class="chapter" id="full-guide">
<h1>${texts.fullGuide.title}</h1>
<p>${texts.fullGuide.intro}</p>
<ul>${texts.fullGuide.inside.map((item) => html`<li>${fillText(item, { year: guideEdition })}</li>`)}</ul>
<p>${fill(texts.fullGuide.price, { price: html`<span class="figure">${formatEuros(pdfGuide.priceCents, language)}</span>`, days })}</p>
<p class="note"><a href="${safeHref(guideUrl)}"><strong>${texts.fullGuide.buy}</strong></a><br><span class="url" dir="ltr">${guideUrl}</span></p>
<p><a href="${safeHref(siteHome)}">${texts.fullGuide.site}</a><br><span class="url" dir="ltr">${siteHome}</span></p>
</section>`;
  return { id: "full-guide", title: texts.fullGuide.title, body };
}

function chaptersOf(edition: GuideEdition, context: GuideContext): Chapter[] {
  if (edition === "starter") {
    return [
      howToReadChapter(context),
      overviewChapter(context),
      headlineChapter(context),
      checklistChapter(context, true),
      fullGuideChapter(context),
    ];
  }
  return [
    howToReadChapter(context),
    overviewChapter(context),
    costsChapter(context),
    changesChapter(context),
    checklistChapter(context, false),
    visasPart(context),
    citiesChapter(context),
    comparisonChapter(context),
  ];
}

/** A guide's chapters and their entries, titles only: the contents as /pdf-guide lists them (ADR 0075). */
export function guideChapterTitles(edition: GuideEdition, language: Language): { title: string; entries: string[] }[] {
  const context = contextOf(language, guideTexts[language], "");
  return chaptersOf(edition, context).map((chapter) => ({
    title: chapter.title,
    entries: (chapter.entries ?? []).map((entry) => entry.title),
  }));
}

/**
 * The whole guide as one self-contained HTML document, built from our content and the facts
 * registry in the reader's language. Built from the modules guide-content-version.ts hashes: a
 * change to what this reads from must be added there.
 */
export function guideHtml(edition: GuideEdition, language: Language, siteUrl: string): string {
  const texts = guideTexts[language];
  const context = contextOf(language, texts, siteUrl.replace(/\/+$/, ""));
  const chapters = chaptersOf(edition, context);
  const body = html`${cover(edition, context)}${contents(chapters, context)}${chapters.map((chapter) => chapter.body)}`;
  // The starter guide is short: its chapters one after the other, not each on a page of its own.
  return printDocument({
    language,
    title: `Passerelle · ${texts.title[edition]}`,
    body,
    flowing: edition === "starter",
  }).text;
}
