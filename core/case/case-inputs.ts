import { z } from "zod";
import { isIsoDate } from "../calculators/iso-date.ts";
import { missingOr } from "../field-messages.ts";
import { isUuid } from "../uuid.ts";
import { casePackageIds } from "./case-package.ts";
import { householdLimits, journeyPhases, planStatuses, priorities, taskCategories } from "./journey.ts";

/**
 * What the advisor and the client send about a case, checked once here for the API and the page
 * forms alike. Message keys (content/messages/case-messages.ts) say what is wrong, field by field.
 */
export const caseTitleMaxLength = 120;
export const caseTextMaxLength = 2000;
export const messageMaxLength = 5000;
export const feedbackMaxLength = 1000;
export const maxAttachmentsPerMessage = 5;

export function isCaseId(value: unknown): value is string {
  return isUuid(value);
}

const oneLine = (required: string, invalid: string, tooLong: string, max: number) =>
  z
    .string(missingOr(required, invalid))
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true })
    .refine((text) => !/\p{Cc}/u.test(text), { error: invalid });

const longText = (invalid: string, tooLong: string, max: number) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, { error: tooLong, abort: true })
    // Line breaks and tabs are welcome in prose; other control characters are not.
    .refine((text) => !/\p{Cc}/u.test(text.replace(/[\t\n\r]/g, "")), { error: invalid });

const isoDate = (invalid: string) =>
  z.string({ error: invalid }).refine((value) => isIsoDate(value), { error: invalid });

const optionalDate = (invalid: string) => z.union([isoDate(invalid), z.null()]).optional();

const id = (invalid: string) => z.string({ error: invalid }).refine(isCaseId, { error: invalid });

/** POST /api/advisor/cases: open a plan for a client. */
export const createPlanSchema = z.object({
  clientId: id("case_client_invalid"),
  name: oneLine("case_name_required", "case_name_invalid", "case_name_too_long", caseTitleMaxLength),
  visaSlug: z.string(missingOr("case_visa_required", "case_visa_invalid")).max(80, { error: "case_visa_invalid" }),
  adults: z.coerce
    .number({ error: "case_household_invalid" })
    .int({ error: "case_household_invalid" })
    .min(householdLimits.adults.min, { error: "case_household_invalid" })
    .max(householdLimits.adults.max, { error: "case_household_invalid" }),
  children: z.coerce
    .number({ error: "case_household_invalid" })
    .int({ error: "case_household_invalid" })
    .min(householdLimits.children.min, { error: "case_household_invalid" })
    .max(householdLimits.children.max, { error: "case_household_invalid" }),
  packageId: z.enum(casePackageIds, missingOr("case_package_required", "case_package_invalid")),
  targetArrival: optionalDate("case_date_invalid"),
  advisorId: z.union([id("case_team_invalid"), z.null()]).optional(),
  contactId: z.union([id("case_team_invalid"), z.null()]).optional(),
});
export type CreatePlanInput = z.output<typeof createPlanSchema>;

/** PATCH /api/cases/:id: any subset of the plan's fields (advisor). */
export const updatePlanSchema = createPlanSchema
  .omit({ clientId: true })
  .partial()
  .extend({
    phase: z.enum(journeyPhases, missingOr("case_phase_invalid", "case_phase_invalid")).optional(),
    status: z.enum(planStatuses, missingOr("case_status_invalid", "case_status_invalid")).optional(),
  });
export type UpdatePlanInput = z.output<typeof updatePlanSchema>;

/** POST /api/cases/:id/tasks (advisor). */
export const createTaskSchema = z.object({
  title: oneLine("task_title_required", "task_title_invalid", "task_title_too_long", caseTitleMaxLength),
  description: longText("task_description_invalid", "task_description_too_long", caseTextMaxLength).optional(),
  category: z.enum(taskCategories, missingOr("task_category_required", "task_category_invalid")),
  priority: z.enum(priorities, missingOr("priority_required", "priority_invalid")),
  dueDate: optionalDate("task_due_invalid"),
});
export type CreateTaskInput = z.output<typeof createTaskSchema>;

/** POST /api/cases/:id/tasks/:taskId/events. */
export const taskEventSchema = z.object({
  event: z.enum(["start", "complete", "reopen"], missingOr("task_event_invalid", "task_event_invalid")),
});

/** POST /api/cases/:id/documents (advisor): from a template, or a custom title. */
export const requestDocumentSchema = z.object({
  templateKey: z
    .string({ error: "document_template_invalid" })
    .max(80, { error: "document_template_invalid" })
    .optional(),
  title: oneLine(
    "document_title_required",
    "document_title_invalid",
    "document_title_too_long",
    caseTitleMaxLength,
  ).optional(),
  description: longText("document_description_invalid", "document_description_too_long", caseTextMaxLength).optional(),
  priority: z.enum(priorities, missingOr("priority_required", "priority_invalid")).optional(),
  required: z.boolean({ error: "document_required_invalid" }).optional(),
  dueDate: optionalDate("document_due_invalid"),
});
export type RequestDocumentInput = z.output<typeof requestDocumentSchema>;

/** POST /api/cases/:id/documents/:documentId/events: submit, start_review, approve, reject, expire, withdraw. */
export const documentEventSchema = z
  .object({
    event: z.enum(
      ["submit", "start_review", "approve", "reject", "expire", "withdraw"],
      missingOr("document_event_invalid", "document_event_invalid"),
    ),
    feedback: longText("feedback_invalid", "feedback_too_long", feedbackMaxLength).optional(),
  })
  // A rejection the client cannot act on is useless: it must say what to fix.
  .refine((body) => body.event !== "reject" || (body.feedback ?? "").length > 0, {
    error: "feedback_required",
    path: ["feedback"],
  });
export type DocumentEventInput = z.output<typeof documentEventSchema>;

/** POST /api/cases/:id/messages. */
export const sendMessageSchema = z
  .object({
    body: longText("message_invalid", "message_too_long", messageMaxLength).default(""),
    attachmentIds: z
      .array(id("attachment_invalid"), { error: "attachment_invalid" })
      .max(maxAttachmentsPerMessage, { error: "attachments_too_many" })
      .default([]),
  })
  .refine((message) => message.body.length > 0 || message.attachmentIds.length > 0, {
    error: "message_required",
    path: ["body"],
  });
export type SendMessageInput = z.output<typeof sendMessageSchema>;
