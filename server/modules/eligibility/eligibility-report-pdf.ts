import type { Language } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { assessmentDay, eligibilityReportHtml } from "./eligibility-report-document.ts";
import { getEligibilityAssessment } from "./get-eligibility-assessment.ts";

export type EligibilityReportPdf = { bytes: Uint8Array; fileName: string };

/**
 * The PDF report of one of the account's own saved assessments, in the language asked for, printed
 * by Typst like an invoice (ADR 0069). Another account's id is the same 404 as an unknown one
 * (getEligibilityAssessment). Not cached: a report is about one person, printed in a fraction of a
 * second, and invoices are not cached either. Typst missing or failing is a PdfUnavailableError,
 * answered 503 by the API's edge.
 */
export async function eligibilityReportPdf(
  deps: Pick<ApiDeps, "db" | "pdfs">,
  input: { userId: string; id: string; language: Language },
): Promise<EligibilityReportPdf> {
  const assessment = await getEligibilityAssessment(deps.db, input.userId, input.id);
  const bytes = await deps.pdfs.report(eligibilityReportHtml(assessment, input.language));
  return { bytes, fileName: `passerelle-assessment-${assessmentDay(assessment.createdAt)}.pdf` };
}
