import { Hono } from "hono";
import { z } from "zod";
import { auditFilterSchema } from "../../../core/back-office/audit-filter.ts";
import {
  consultationFilterSchema,
  consultationNoteSchema,
  consultationReplySchema,
  consultationStatusSchema,
  faqItemSchema,
  faqPages,
  siteSettingsSchema,
  userAccessSchema,
} from "../../../core/back-office/back-office-inputs.ts";
import { supportedLanguages } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { noStore } from "../../http/no-store.ts";
import { validateJson } from "../../http/validate-json.ts";
import { listAuditLog } from "../audit/list-audit-log.ts";
import { type AccountEnv, requireRole } from "../auth/guards.ts";
import { addConsultationNote } from "../consultations/add-consultation-note.ts";
import { getConsultationRequest } from "../consultations/get-consultation-request.ts";
import { listConsultationRequests } from "../consultations/list-consultation-requests.ts";
import { replyToConsultation } from "../consultations/reply-to-consultation.ts";
import { setConsultationStatus } from "../consultations/set-consultation-status.ts";
import { listFaqItems } from "../faq/faq-items.ts";
import { createFaqItem, deleteFaqItem, updateFaqItem } from "../faq/save-faq-item.ts";
import { listOutbox } from "../outbox/list-outbox.ts";
import { retryOutboxMessage } from "../outbox/retry-outbox-message.ts";
import { siteSettings, storedSiteSettings } from "../site-settings/site-settings.ts";
import { updateSiteSettings } from "../site-settings/update-site-settings.ts";
import { searchUsers } from "../users/search-users.ts";
import { updateUserAccess } from "../users/update-user-access.ts";
import { validateQuery } from "./query-input.ts";

const outboxFilterSchema = z.object({
  status: z.enum(["pending", "sending", "sent", "failed", "skipped"], "admin_status_invalid").optional(),
});
const faqFilterSchema = z.object({
  language: z.enum(supportedLanguages, "language_invalid").optional(),
  page: z.enum(faqPages, "admin_faq_page_invalid").optional(),
});
const searchSchema = z.object({ search: z.string().trim().max(200, "admin_text_too_long").optional() });

export const backOfficeAreas = ["/consultations", "/outbox", "/settings", "/faq", "/users", "/audit"] as const;

/**
 * The administrators' back office API (ADR 0038), every route admin-only and never cached. Each
 * change goes through a use case that writes the audit log in the change's own transaction; these
 * handlers only check input and answer.
 */
export function backOfficeRoutes(deps: ApiDeps) {
  const { db } = deps;
  const app = new Hono<AccountEnv>();
  // Only on these paths: the commerce routes mounted beside them at /admin have their own guard.
  const adminOnly = requireRole(deps, "admin");
  for (const area of backOfficeAreas) app.use(area, noStore(), adminOnly).use(`${area}/*`, noStore(), adminOnly);
  return (
    app
      // Consultation requests.
      .get("/consultations", async (c) =>
        c.json({ requests: await listConsultationRequests(db, validateQuery(c, consultationFilterSchema)) }),
      )
      .get("/consultations/:id", async (c) => c.json({ request: await getConsultationRequest(db, c.req.param("id")) }))
      .post("/consultations/:id/status", async (c) => {
        const { status } = await validateJson(c, consultationStatusSchema);
        return c.json(await setConsultationStatus(db, c.req.param("id"), status, c.get("user").id));
      })
      .post("/consultations/:id/notes", async (c) => {
        const { body } = await validateJson(c, consultationNoteSchema);
        return c.json(await addConsultationNote(db, c.req.param("id"), { kind: "note", body }, c.get("user").id), 201);
      })
      .post("/consultations/:id/reply", async (c) => {
        const { body } = await validateJson(c, consultationReplySchema);
        const reply = await replyToConsultation(db, c.req.param("id"), body, c.get("user").id, deps.siteUrl);
        deps.outbox.nudge();
        return c.json(reply, 201);
      })
      // The outbox.
      .get("/outbox", async (c) =>
        c.json({ messages: await listOutbox(db, validateQuery(c, outboxFilterSchema).status) }),
      )
      .post("/outbox/:id/retry", async (c) => {
        await retryOutboxMessage(db, c.req.param("id"), c.get("user").id);
        deps.outbox.nudge();
        return c.json({ requeued: true });
      })
      // Site settings: what is stored, and what the site uses (stored over env).
      .get("/settings", async (c) =>
        c.json({ stored: await storedSiteSettings(db), effective: await siteSettings(deps) }),
      )
      .put("/settings", async (c) => {
        const input = await validateJson(c, siteSettingsSchema);
        return c.json(await updateSiteSettings(db, input, c.get("user").id));
      })
      // FAQ items.
      .get("/faq", async (c) => c.json({ items: await listFaqItems(db, validateQuery(c, faqFilterSchema)) }))
      .post("/faq", async (c) => {
        const input = await validateJson(c, faqItemSchema);
        return c.json({ item: await createFaqItem(db, input, c.get("user").id) }, 201);
      })
      .put("/faq/:id", async (c) => {
        const input = await validateJson(c, faqItemSchema);
        return c.json({ item: await updateFaqItem(db, c.req.param("id"), input, c.get("user").id) });
      })
      .delete("/faq/:id", async (c) => {
        await deleteFaqItem(db, c.req.param("id"), c.get("user").id);
        return c.body(null, 204);
      })
      // Users.
      .get("/users", async (c) => c.json({ users: await searchUsers(db, validateQuery(c, searchSchema).search) }))
      .patch("/users/:id", async (c) => {
        const input = await validateJson(c, userAccessSchema);
        await updateUserAccess(db, c.req.param("id"), input, c.get("user").id);
        return c.json({ updated: true });
      })
      // The audit log, one page at a time: { entries, older, newer } (cursors for ?before= and ?after=).
      .get("/audit", async (c) => c.json(await listAuditLog(db, validateQuery(c, auditFilterSchema))))
  );
}
