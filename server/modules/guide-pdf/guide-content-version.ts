import { createHash } from "node:crypto";
import { cities } from "../../../content/cities/cities.ts";
import { rentControlText } from "../../../content/cities/rent-control.ts";
import { rubricNote, scoreMetrics, scoreRubric } from "../../../content/cities/rubric.ts";
import { currentFact, factIds } from "../../../content/facts/fact-on.ts";
import { legalReferences } from "../../../content/facts/legal-references.ts";
import { guideChecklist } from "../../../content/pdf-guide/guide-checklist.ts";
import { chapterInEnglishNote, guideEdition, guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { integrationConditions, showsIntegrationConditions } from "../../../content/visas/integration-conditions.ts";
import { visaCatalogue } from "../../../content/visas/visa-catalogue.ts";
import { visaCostOf, visaProcessingOf } from "../../../content/visas/visa-costs.ts";
import { canonicalVisaSlug, visaPages } from "../../../content/visas/visa-pages.ts";
import { pdfGuide } from "../../../core/plans-catalogue.ts";
import { typstFontsFingerprint } from "./typst-fonts.ts";
import { typstTemplate } from "./typst-template.ts";

/**
 * Bump when the guide builders (guide-*.ts, print-*.ts) change what they print: the data below
 * cannot see code. Every cached PDF of the previous version is then made again.
 */
const templateVersion = "guide-template-3-flowing-starter";

/**
 * The guides' content version (ADR 0029): a hash of everything the documents are built from — the
 * facts registry, the visa pages and their cost compositions, the integration conditions, the
 * cities and their rubric, the print texts and checklist, the guide's price — plus the template
 * version, the Typst template, the fonts' package versions, the print options, the ICU version that
 * formats numbers and dates, and the site address the starter guide prints. A content change gives
 * a new version, hence new files; a restart with the same content finds the files already there.
 * Hashing the data, not the six rendered documents, keeps this a small JSON string at start-up.
 */
export function guideContentVersion(options: { siteUrl: string; printOptions: unknown }): string {
  const perVisa = visaPages.map((page) => ({
    slug: page.slug,
    cost: visaCostOf(page.slug) ?? null,
    processing: visaProcessingOf(page.slug) ?? null,
    integration: showsIntegrationConditions(page.slug),
  }));
  const data = {
    templateVersion,
    siteUrl: options.siteUrl,
    printOptions: options.printOptions,
    icu: process.versions.icu,
    fonts: typstFontsFingerprint(),
    typst: typstTemplate,
    // The figures in force today: a revaluation taking effect gives a new version that day.
    facts: factIds().map((id) => [id, currentFact(id)]),
    visaPages,
    visaCatalogue,
    canonicalVisaSlug,
    perVisa,
    integrationConditions,
    legalReferences,
    cities,
    rentControlText,
    scoreRubric,
    rubricNote,
    scoreMetrics,
    guideTexts,
    guideChecklist,
    chapterInEnglishNote,
    guideEdition,
    pdfGuide,
  };
  return createHash("sha256").update(JSON.stringify(data)).digest("hex").slice(0, 16);
}
