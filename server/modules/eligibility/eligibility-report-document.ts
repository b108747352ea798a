import { changeText } from "../../../content/eligibility/change-texts.ts";
import { conditionLabel } from "../../../content/eligibility/condition-texts.ts";
import { reasonText, verdictLabel } from "../../../content/eligibility/eligibility-texts.ts";
import { formatValue, routeName } from "../../../content/eligibility/eligibility-values.ts";
import { reportTexts } from "../../../content/eligibility/report-texts.ts";
import { factOn, isFactId } from "../../../content/facts/fact-on.ts";
import type { Fact } from "../../../content/facts/fact-types.ts";
import { formatCheckedOn, formatFactDate } from "../../../content/facts/format-fact.ts";
import { guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { countryName } from "../../../core/countries.ts";
import type { Reason, RouteAssessment } from "../../../core/eligibility/eligibility-result.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { printDocument } from "../guide-pdf/print-document.ts";
import { colon, fill, type Html, html, safeHref } from "../guide-pdf/print-html.ts";
import type { SavedEligibilityAssessment } from "./eligibility-record.ts";

/** What the report prints of a saved assessment: the answers it was made from and its result. */
export type EligibilityReportSource = Pick<
  SavedEligibilityAssessment,
  "profile" | "result" | "figuresDate" | "createdAt"
>;

/** The Paris day an assessment was saved: the report's date and its file name's. */
export function assessmentDay(createdAt: string): string {
  return parisDate(new Date(createdAt));
}

/** "(Our reading of the rule…)" after the source of a figure that is not an official one: the guides' words. */
function kindNote(fact: Fact, language: Language): string | null {
  const { labels } = guideTexts[language];
  if (fact.kind === "our-estimate") return labels.ourEstimate;
  if (fact.kind === "our-reading") return labels.ourReading;
  if (fact.kind === "approximation") return labels.approximation;
  return null;
}

/**
 * Where a reason's threshold comes from: the registry fact in force on the day the figures were
 * compared, its publisher, its address (kept left to right in Arabic) and the day it was checked.
 */
function sourceOf(reason: Reason, figuresDate: string, language: Language): Html | null {
  if (reason.factId === null || !isFactId(reason.factId)) return null;
  const fact = factOn(reason.factId, figuresDate);
  const note = kindNote(fact, language);
  const line = fill(reportTexts[language].source, {
    publisher: html`<bdi>${fact.source.publisher}</bdi>`,
    date: formatCheckedOn(fact.checkedOn, language),
  });
  return html`<br><span class="muted small">${line}${note ? html` (${note})` : ""}</span>
<br><span class="url" dir="ltr">${safeHref(fact.source.url)}</span>`;
}

function routeSection(route: RouteAssessment, rank: number, report: EligibilityReportSource, language: Language): Html {
  const texts = reportTexts[language];
  const number = numberFormat(language).format(rank);
  return html`<h3>${number}. ${routeName(route.slug, language)}</h3>
<p><strong>${verdictLabel(route.verdict, language)}</strong></p>
<ul>${route.reasons.map(
    (reason) =>
      html`<li class="keep">${reasonText(reason, language).sentence}${sourceOf(reason, report.figuresDate, language)}</li>`,
  )}</ul>
${
  route.changes.length > 0
    ? html`<h4>${texts.changes}</h4>
<ul>${route.changes.map((change) => html`<li class="keep">${changeText(change, language)}</li>`)}</ul>`
    : ""
}`;
}

/** A route that does not apply, in one line: its name and the first condition that rules it out. */
function notApplicableLine(route: RouteAssessment, language: Language): Html {
  const reason = route.reasons.find((one) => one.met === false) ?? route.reasons[0];
  return html`<li>${routeName(route.slug, language)}${
    reason ? html` <span class="muted small">— ${reasonText(reason, language).sentence}</span>` : ""
  }</li>`;
}

/**
 * The PDF report of a saved detailed assessment as a printable document (print-document.ts), in the
 * reader's language: the main answers, the day whose figures were compared, every route that
 * applies ranked with its verdict, each reason's sentence with the official source and checked-on
 * date of its figure, what would change the verdict, the routes that do not apply in brief, and the
 * notice that this is guidance, not legal advice. Every sentence is content/eligibility's: this
 * file only lays them out.
 */
export function eligibilityReportHtml(report: EligibilityReportSource, language: Language): string {
  const texts = reportTexts[language];
  const { profile, result } = report;
  const applicable = result.routes.filter((route) => route.verdict !== "not-applicable");
  const notApplicable = result.routes.filter((route) => route.verdict === "not-applicable");
  const answer = (label: string, value: string) => html`${label}${colon(language)}<bdi>${value}</bdi>`;
  const purpose = formatValue(profile.purpose, "purpose", "purpose", language) ?? profile.purpose;

  const body = html`<div class="head">
<div><h1>${texts.title}</h1>
<p>${fill(texts.assessedOn, { date: formatFactDate(assessmentDay(report.createdAt), language) })}</p></div>
<div><strong>Passerelle</strong></div>
</div>
<h2>${texts.answers}</h2>
<p>${answer(texts.nationality, countryName(profile.nationality, language))}${
    profile.secondNationality
      ? html`<br>${answer(texts.secondNationality, countryName(profile.secondNationality, language))}`
      : ""
  }<br>${answer(conditionLabel("purpose", language), purpose)}<br>${answer(
    texts.plannedStart,
    formatFactDate(profile.plannedStart, language),
  )}</p>
<p class="note">${fill(texts.figuresOn, { date: formatFactDate(report.figuresDate, language) })}</p>
<p class="note"><strong>${texts.disclaimerTitle}</strong><br>${texts.disclaimer}</p>
<h2>${texts.routes}</h2>
${
  applicable.length > 0
    ? html`<p class="muted">${texts.routesIntro}</p>
${applicable.map((route, index) => routeSection(route, index + 1, report, language))}`
    : html`<p>${texts.noRoutes}</p>`
}
${
  notApplicable.length > 0
    ? html`<h2>${texts.notApplicable}</h2>
<p>${texts.notApplicableIntro}</p>
<ul>${notApplicable.map((route) => notApplicableLine(route, language))}</ul>`
    : ""
}`;

  return printDocument({ language, title: texts.title, body }).text;
}
