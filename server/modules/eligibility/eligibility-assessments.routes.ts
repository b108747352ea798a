import { Hono } from "hono";
import { rerunPlan } from "../../../core/eligibility/eligibility-allowance.ts";
import { eligibilityProfileSchema } from "../../../core/eligibility/eligibility-profile-schema.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requirePlan, requireUser } from "../auth/guards.ts";
import { deleteEligibilityAssessment } from "./delete-eligibility-assessment.ts";
import { eligibilityAllowanceOf } from "./eligibility-allowance-of.ts";
import { isEligibilityAssessmentId } from "./eligibility-record.ts";
import { eligibilityReportPdf } from "./eligibility-report-pdf.ts";
import { getEligibilityAssessment } from "./get-eligibility-assessment.ts";
import { listEligibilityAssessments } from "./list-eligibility-assessments.ts";
import { rerunEligibilityAssessment } from "./rerun-eligibility-assessment.ts";
import { saveEligibilityAssessment } from "./save-eligibility-assessment.ts";

function assessmentIdOf(value: string): string {
  if (!isEligibilityAssessmentId(value)) throw new AppError("bad_request", "eligibility_assessment_id_invalid");
  return value;
}

/** `?lang=en|fr|ar`: the report's language; the request's own when absent. */
function reportLanguageOf(value: string | undefined, requestLanguage: Language): Language {
  if (value === undefined) return requestLanguage;
  if (!isLanguage(value)) throw new AppError("bad_request", "language_invalid");
  return value;
}

/**
 * An account's saved detailed assessments: save (one a Paris month on the free plan, unlimited on
 * premium and done-for-you), list with the allowance, open, delete, and re-run against today's
 * facts (premium and done-for-you), and download as a PDF report in the reader's language.
 * 401 signed out; another account's id is a 404. Every answer is about one person: never stored on
 * the way.
 */
export function eligibilityAssessmentsRoutes(deps: ApiDeps) {
  const saveLimit = rateLimit(deps.rateLimiter, "eligibility-save", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  // Each download is a print, queued behind the guides and invoices: bounded like a form.
  const pdfLimit = rateLimit(deps.rateLimiter, "eligibility-pdf", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  return new Hono<AccountEnv>()
    .use(noStore())
    .get("/", requireUser(deps), async (c) => {
      const user = c.get("user");
      const [assessments, allowance] = await Promise.all([
        listEligibilityAssessments(deps.db, user.id),
        eligibilityAllowanceOf(deps.db, user.id, user.userPlan),
      ]);
      return c.json({ assessments, allowance });
    })
    .post("/", requireUser(deps), saveLimit, async (c) => {
      const profile = await validateJson(c, eligibilityProfileSchema);
      const user = c.get("user");
      const assessment = await saveEligibilityAssessment(deps.db, {
        userId: user.id,
        plan: user.userPlan,
        profile,
        language: c.get("language"),
      });
      return c.json({ assessment }, 201);
    })
    .get("/:id", requireUser(deps), async (c) => {
      const id = assessmentIdOf(c.req.param("id"));
      return c.json({ assessment: await getEligibilityAssessment(deps.db, c.get("user").id, id) });
    })
    .get("/:id/pdf", requireUser(deps), pdfLimit, async (c) => {
      const id = assessmentIdOf(c.req.param("id"));
      const language = reportLanguageOf(c.req.query("lang"), c.get("language"));
      // Typst missing or failing: a PdfUnavailableError, answered 503 by the API's edge.
      const report = await eligibilityReportPdf(deps, { userId: c.get("user").id, id, language });
      return c.body(report.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${report.fileName}"`,
        "cache-control": "no-store",
      });
    })
    .delete("/:id", requireUser(deps), async (c) => {
      const id = assessmentIdOf(c.req.param("id"));
      await deleteEligibilityAssessment(deps.db, c.get("user").id, id);
      return c.json({ deleted: true });
    })
    .post("/:id/rerun", requirePlan(deps, rerunPlan), saveLimit, async (c) => {
      const id = assessmentIdOf(c.req.param("id"));
      const user = c.get("user");
      const rerun = await rerunEligibilityAssessment(deps.db, {
        userId: user.id,
        plan: user.userPlan,
        id,
        language: c.get("language"),
      });
      return c.json(rerun, 201);
    });
}
