import { Hono } from "hono";
import { z } from "zod";
import { letterValueMaxChars } from "../../../content/letters/fill-letter.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requirePlan } from "../auth/guards.ts";
import { downloadLetter } from "./download-letter.ts";

/** The answers, field by field; each is checked against its letter's fields by letterFile. */
const letterRequestSchema = z.object({
  values: z.record(z.string().max(40), z.string().max(letterValueMaxChars), { error: "invalid_request" }),
});

/**
 * POST /api/letters/<letter>/<pdf|docx>: a letter filled with the member's answers, for premium
 * and done-for-you members (401 signed out, 403 on the free plan, who see the filled preview on
 * the page instead), with the reading aid in the request's language. A private download, kept
 * among the member's files (/api/my-files?kind=letter) before it is answered.
 */
export function lettersRoutes(deps: ApiDeps) {
  return new Hono<AccountEnv>()
    .use(noStore())
    .use(requirePlan(deps, "premium"))
    .post("/:id/:format", rateLimit(deps.rateLimiter, "letters", deps.config.FORM_RATE_LIMIT_PER_MINUTE), async (c) => {
      const { values } = await validateJson(c, letterRequestSchema);
      const file = await downloadLetter(deps, c.get("user").id, {
        templateId: c.req.param("id"),
        format: c.req.param("format"),
        values,
        reader: c.get("language"),
      });
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      });
    });
}
