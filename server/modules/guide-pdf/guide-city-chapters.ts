import { cities } from "../../../content/cities/cities.ts";
import type { City } from "../../../content/cities/city-types.ts";
import { rentControlText } from "../../../content/cities/rent-control.ts";
import { rubricNote, scoreMetrics, scoreRubric } from "../../../content/cities/rubric.ts";
import { translatedText } from "../../../content/content-language.ts";
import { formatCheckedOn } from "../../../content/facts/format-fact.ts";
import { chapterInEnglishNote } from "../../../content/pdf-guide/guide-texts.ts";
import { figureOfCityCost, resolveFigures } from "../../../content/prose/resolve-figures.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Chapter } from "./guide-chapter.ts";
import { contentAttributes, figureHtml, type GuideContext, proseHtml, sourcesList } from "./guide-figures.ts";
import { colon, type Html, html } from "./print-html.ts";

const costMetrics: (keyof City["costs"])[] = [
  "rentOneBedroom",
  "rentThreeBedroom",
  "foodAndDining",
  "transportation",
  "utilities",
  "totalMonthly",
];

/** The comparison table's columns: the costs a newcomer weighs first. */
const comparedCosts = ["totalMonthly", "rentOneBedroom", "rentThreeBedroom", "transportation"] as const;

function cityName(city: City, context: GuideContext): string {
  return context.texts.cityNames[city.id];
}

/** One city as its guide presents it, with its costs (our estimates, labelled so) and their basis. */
function cityOverview(city: City, context: GuideContext, newPage: boolean): Html {
  const { texts, language, textLanguage } = context;
  const text = translatedText(city.text, textLanguage);
  const rentControl = translatedText(rentControlText[city.rentControl], textLanguage);
  const figures = resolveFigures({ text, rentControl }, language);
  const costs = costMetrics.map((metric) => figureOfCityCost(city, metric, language));
  const attributes = contentAttributes(context);
  return html`<section class="city${newPage ? " chapter" : ""}" id="city-${city.id}">
<h2>${cityName(city, context)}</h2>
<div${attributes}>
<p><em>${text.tagline}</em></p>
<p>${proseHtml(text.overview, figures)}</p>
</div>
<h3>${texts.labels.monthlyCosts}</h3>
<table><tbody>${costs.map((figure) => html`<tr><td>${figure.label}</td><td>${figureHtml(figure)}</td></tr>`)}</tbody></table>
<p class="small muted">${texts.labels.basis}${colon(language)}<span${attributes}>${translatedText(city.estimateBasis, textLanguage)}</span>
(${formatCheckedOn(city.estimateBasis.estimatedOn, language)})</p>
<h3>${texts.labels.highlights}</h3>
<ul${attributes}>${text.highlights.map((item) => html`<li>${proseHtml(item, figures)}</li>`)}</ul>
<h3>${texts.labels.considerations}</h3>
<ul${attributes}>${text.considerations.map((item) => html`<li>${proseHtml(item, figures)}</li>`)}</ul>
<h3>${texts.labels.visaOptions}</h3>
<p${attributes}>${proseHtml(text.visaOptions, figures)}</p>
<h3>${texts.labels.rentControl}</h3>
<p${attributes}>${proseHtml(rentControl, figures)}</p>
${sourcesList(Object.values(figures), context)}
</section>`;
}

/** The seven city overviews, each starting on its own page. */
export function citiesChapter(context: GuideContext): Chapter {
  const { texts, language, textLanguage } = context;
  const body = html`<section class="chapter" id="cities">
<h1>${texts.cities.title}</h1>
<p>${texts.cities.intro}</p>
${language !== textLanguage ? html`<p class="warning">${chapterInEnglishNote}</p>` : ""}
${cities.map((city, index) => cityOverview(city, context, index > 0))}
</section>`;
  return {
    id: "cities",
    title: texts.cities.title,
    entries: cities.map((city) => ({ id: `city-${city.id}`, title: cityName(city, context) })),
    body,
  };
}

/** The seven cities side by side: costs, rent control, and the editorial scores with their scale. */
export function comparisonChapter(context: GuideContext): Chapter {
  const { texts, language, textLanguage } = context;
  // Arabic guides: the scale's own note in Arabic, the metric names (English only) marked as such.
  const rubricAttributes = contentAttributes(context);
  const body = html`<section class="chapter" id="comparison">
<h1>${texts.comparison.title}</h1>
<p>${texts.comparison.intro}</p>
<table>
<thead><tr><th>${texts.comparison.city}</th>${comparedCosts.map((metric) => html`<th>${texts.costMetrics[metric]}</th>`)}<th>${texts.comparison.rentControl}</th></tr></thead>
<tbody>${cities.map(
    (city) =>
      html`<tr><td><strong>${cityName(city, context)}</strong></td>${comparedCosts.map(
        (metric) => html`<td>${figureOfCityCost(city, metric, language).text}</td>`,
      )}<td>${city.rentControl === "experiment" ? texts.labels.rentControlExperiment : texts.labels.rentControlNone}</td></tr>`,
  )}</tbody>
</table>
<h2>${texts.comparison.scoresTitle}</h2>
<p class="small muted">${language === textLanguage ? translatedText(rubricNote, textLanguage) : texts.labels.scoreScale}</p>
<table>
<thead><tr><th></th>${cities.map((city) => html`<th>${cityName(city, context)}</th>`)}</tr></thead>
<tbody>${scoreMetrics.map(
    (metric) =>
      html`<tr><td${rubricAttributes}>${translatedText(scoreRubric[metric].label, textLanguage)}</td>${cities.map(
        (city) => html`<td>${numberFormat(language).format(city.scores[metric])}</td>`,
      )}</tr>`,
  )}</tbody>
</table>
</section>`;
  return { id: "comparison", title: texts.comparison.title, body };
}
