import { cities } from "../../../content/cities/cities.ts";
import { cityTextLanguage } from "../../../content/cities/city-text-language.ts";
import { textAttributes } from "../../../content/content-language.ts";
import type { FactId } from "../../../content/facts/facts.ts";
import type { GuideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { groupBySource } from "../../../content/prose/group-by-source.ts";
import { splitProse } from "../../../content/prose/prose-tokens.ts";
import { type Figure, figureOfFact } from "../../../content/prose/resolve-figures.ts";
import type { Language } from "../../../core/languages.ts";
import { colon, type Html, html, safeHref } from "./print-html.ts";

/** What every part of a guide needs to know about the reader. */
export type GuideContext = {
  language: Language;
  /**
   * The language of the city texts, the score rubric and the rent-control notes: the guide's when
   * all of them have it, otherwise English, marked (ADR 0086). Visa chapters choose per page.
   */
  textLanguage: Language;
  texts: GuideTexts;
  /** Absolute address of the site, for the links a printed page gives (no trailing slash). */
  siteUrl: string;
};

/** ` lang="en" dir="ltr"` on a block written in another language than the guide's (ADR 0027). */
export function langAttributes(textLanguage: Language, pageLanguage: Language): Html {
  const attributes = textAttributes(textLanguage, pageLanguage);
  return attributes.lang ? html` lang="${attributes.lang}" dir="${attributes.dir}"` : html``;
}

/** Attributes of the visa and city texts in this guide. */
export function contentAttributes(context: GuideContext): Html {
  return langAttributes(context.textLanguage, context.language);
}

export function contextOf(language: Language, texts: GuideTexts, siteUrl: string): GuideContext {
  return { language, textLanguage: cityTextLanguage(cities, language), texts, siteUrl };
}

/** A figure as the site shows it (formatFact's text); estimates stay visibly marked. */
export function figureHtml(figure: Figure): Html {
  return html`<span class="figure${figure.kind === "official" ? "" : " estimate"}" data-fact="${figure.key}">${figure.text}</span>`;
}

/** Prose with its {fact:…}/{city:…} tokens replaced by the resolved figures, French terms marked. */
export function proseHtml(text: string, figures: Record<string, Figure>): Html {
  return html`${splitProse(text).map((part) => {
    if (typeof part === "string") return part;
    if (part.kind === "term") return html`<span lang="${part.language}" dir="ltr">${part.text}</span>`;
    const figure = figures[part.key];
    if (!figure) throw new Error(`Figure ${part.key} was not resolved for the guide`);
    return figureHtml(figure);
  })}`;
}

/** "(Typical, from our experience — not an official figure)" after a figure that is not official. */
function kindNote(figure: Figure, context: GuideContext): Html {
  if (figure.kind === "official") return html``;
  const { labels } = context.texts;
  const note =
    figure.kind === "our-estimate"
      ? labels.ourEstimate
      : figure.kind === "our-reading"
        ? labels.ourReading
        : labels.approximation;
  return html` <span class="muted small">(${note})</span>`;
}

/** A table of registry figures: what, value, source, checked on — each row complete on its own. */
export function factTable(ids: readonly FactId[], context: GuideContext): Html {
  const { labels } = context.texts;
  const rows = ids.map((id) => figureOfFact(id, context.language));
  return html`<table>
<thead><tr><th>${labels.figure}</th><th>${labels.value}</th><th>${labels.source}</th><th>${labels.checkedOn}</th></tr></thead>
<tbody>${rows.map(
    (figure) => html`<tr>
<td${langAttributes(figure.labelLanguage, context.language)}>${figure.label}</td>
<td>${figureHtml(figure)}</td>
<td>${figure.sourceUrl ? html`<a href="${safeHref(figure.sourceUrl)}">${figure.publisher}</a>` : labels.basis}</td>
<td><span class="figure">${figure.checkedOnText}</span></td>
</tr>`,
  )}</tbody>
</table>`;
}

/** "Sources and checked-on dates": publisher, printed address, date, and the figures read there. */
export function sourcesList(figures: Figure[], context: GuideContext): Html {
  if (figures.length === 0) return html``;
  const { labels } = context.texts;
  return html`<section class="keep-heading">
<h3>${labels.sources}</h3>
<ol class="small">${groupBySource(figures).map(
    (group) => html`<li>
${group.url ? html`<a href="${safeHref(group.url)}">${group.publisher}</a> <span class="url" dir="ltr">${group.url}</span>` : html`${labels.basis}${colon(context.language)}<span${contentAttributes(context)}>${group.basis}</span>`}
· ${labels.checkedOn} <span class="figure">${group.checkedOnText}</span>
<br>${group.figures.map(
      (figure, index) =>
        html`${index > 0 ? " · " : ""}<span${langAttributes(figure.labelLanguage, context.language)}>${figure.label}</span>${colon(context.language)}${figureHtml(figure)}${kindNote(figure, context)}`,
    )}
</li>`,
  )}</ol>
</section>`;
}
