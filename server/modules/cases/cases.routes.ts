import { Readable } from "node:stream";
import { Hono } from "hono";
import {
  createTaskSchema,
  documentEventSchema,
  requestDocumentSchema,
  taskEventSchema,
  updatePlanSchema,
} from "../../../core/case/case-inputs.ts";
import { permitInputSchema } from "../../../core/permits/permit-input.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validateJson } from "../../http/validate-json.ts";
import { type AccountEnv, requireUser } from "../auth/guards.ts";
import { dispatchAfterCommit } from "../notifications/dispatch-notifications.ts";
import { recordClientPermit } from "../permits/record-client-permit.ts";
import { remindAfterSave } from "../permits/remind-after-save.ts";
import { addTask } from "./add-task.ts";
import { applyDocumentEvent } from "./apply-document-event.ts";
import { applyTaskEvent } from "./apply-task-event.ts";
import { openCase, planOfClient } from "./case-access.ts";
import { downloadHeaders } from "./download-headers.ts";
import { loadCaseView } from "./load-case-view.ts";
import { openCaseFile } from "./open-case-file.ts";
import { requestDocument } from "./request-document.ts";
import { updatePlan } from "./update-plan.ts";
import { uploadAttachment } from "./upload-attachment.ts";
import { uploadDocumentFile } from "./upload-document-file.ts";

/** The viewer's calendar day (UTC), which decides what is overdue. */
export function todayOf(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A client's case and the team's work on it (ADR 0034), for signed-in people only (401 otherwise).
 * Every case route opens the case first (openCase): a case the viewer may not open answers
 * 404 `case_not_found`, the same as an id that does not exist, so a stranger learns nothing; the
 * case's own client gets 403 on the team's routes. Ids in the path are checked by the use cases (a
 * malformed id is "not found"). Writes are rate-limited per client address; uploads have their own,
 * smaller bucket since each may carry 10 MB.
 */
export function casesRoutes(deps: ApiDeps) {
  const writes = rateLimit(deps.rateLimiter, "cases", deps.config.FORM_RATE_LIMIT_PER_MINUTE);
  const uploads = rateLimit(
    deps.rateLimiter,
    "case-uploads",
    Math.max(1, Math.ceil(deps.config.FORM_RATE_LIMIT_PER_MINUTE / 2)),
  );
  const viewerOf = (user: AccountEnv["Variables"]["user"]) => ({ id: user.id, role: user.role });

  return (
    new Hono<AccountEnv>()
      .use(noStore())
      .use(requireUser(deps))
      .get("/mine", async (c) => {
        const user = c.get("user");
        const plan = await planOfClient(deps.db, user.id);
        if (!plan) return c.json({ case: null });
        return c.json({
          case: await loadCaseView(deps.db, { plan, role: "client", viewer: viewerOf(user) }, todayOf()),
        });
      })
      .get("/:caseId", async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        return c.json({ case: await loadCaseView(deps.db, opened, todayOf()) });
      })
      .patch("/:caseId", writes, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const input = await validateJson(c, updatePlanSchema);
        const plan = await updatePlan(deps.db, opened, input);
        // The viewer may have handed the case to another advisor: answer what they may still see.
        const reopened = await openCase(deps.db, opened.viewer, plan.id).catch(() => null);
        return c.json({ case: reopened ? await loadCaseView(deps.db, reopened, todayOf()) : null });
      })
      .post("/:caseId/tasks", writes, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const input = await validateJson(c, createTaskSchema);
        return c.json(await addTask(deps.db, opened, input), 201);
      })
      // The team records the client's visa or permit from the case: it joins the client's "My permits".
      .post("/:caseId/permits", writes, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const input = await validateJson(c, permitInputSchema);
        const permit = await recordClientPermit(deps.db, opened, input);
        await remindAfterSave(deps, opened.plan.client_user_id);
        return c.json({ permit }, 201);
      })
      .post("/:caseId/tasks/:taskId/events", writes, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const { event } = await validateJson(c, taskEventSchema);
        return c.json({ task: await applyTaskEvent(deps.db, opened, c.req.param("taskId"), event) });
      })
      .post("/:caseId/documents", writes, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const input = await validateJson(c, requestDocumentSchema);
        const requested = await requestDocument(deps.db, opened, input);
        // The client's "document requested" e-mail leaves now, not at the next clock tick.
        await dispatchAfterCommit(deps);
        return c.json(requested, 201);
      })
      .post("/:caseId/documents/:documentId/events", writes, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const input = await validateJson(c, documentEventSchema);
        const document = await applyDocumentEvent(deps.db, opened, c.req.param("documentId"), input);
        if (input.event === "approve" || input.event === "reject") await dispatchAfterCommit(deps);
        return c.json({ document });
      })
      .post("/:caseId/documents/:documentId/files", uploads, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const file = await uploadDocumentFile(deps, opened, c.req.param("documentId"), c.req.raw);
        return c.json({ file }, 201);
      })
      .post("/:caseId/attachments", uploads, async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        return c.json({ file: await uploadAttachment(deps, opened, c.req.raw) }, 201);
      })
      .get("/:caseId/files/:fileId", async (c) => {
        const opened = await openCase(deps.db, viewerOf(c.get("user")), c.req.param("caseId"));
        const file = await openCaseFile(deps, opened, c.req.param("fileId"));
        if (c.req.method === "HEAD") {
          // Nobody will read the body: close the stored file now rather than when it is collected.
          file.body.destroy();
          return new Response(null, { status: 200, headers: downloadHeaders(file) });
        }
        return new Response(Readable.toWeb(file.body) as ReadableStream, {
          status: 200,
          headers: downloadHeaders(file),
        });
      })
  );
}
