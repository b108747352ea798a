import { casePackageOf } from "../case/case-package.ts";
import { type AuditAction, isAuditAction } from "./audit-actions.ts";

/**
 * An audit entry turned into the parts of a sentence an administrator can read ("Claire changed
 * the consultation request's status from New to Contacted"), without the words themselves: the
 * page translates the keys this returns, so the same entry reads in English, French and Arabic.
 * Pure, so every action's reading is tested without a database or a page.
 */

/** A value as the page should say it: a translation key, a text shown as written, a figure, or nothing. */
export type AuditValue =
  | { kind: "label"; key: string; raw: string }
  | { kind: "text"; text: string }
  /** A figure, for the page to write in its language (4.8 is "4,8" in French). */
  | { kind: "number"; value: number }
  | { kind: "empty" };

export type AuditChange = {
  field: string;
  /** The field's name as a translation key, or null: the page shows the raw field name. */
  labelKey: string | null;
  before: AuditValue;
  after: AuditValue;
};

export type AuditSentenceParts = {
  /** The sentence's translation key: one per known action, a generic one for any other. */
  key: string;
  action: AuditAction | null;
  /** The action as recorded, shown beside the generic sentence of an unknown action. */
  raw: string;
  /** What the action was about, as it was called (a title, a question, a name), shortened. */
  subject: string | null;
  /** The before → after the sentence names, for actions that move one field. */
  transition: { before: AuditValue; after: AuditValue } | null;
  /** Every field that differs between before and after, in the order recorded. */
  changes: AuditChange[];
  /** Whether to list the changes under the sentence (the sentence names fields, or none). */
  listChanges: boolean;
};

export type AuditEntryInput = {
  action: string;
  targetType: string;
  before: unknown;
  after: unknown;
  /** The target's current name when the server could find one (a user's name, a task's title). */
  targetName?: string | null;
};

/** Longest text shown for a value or a subject; the full value stays in the recorded JSON. */
export const auditTextLength = 60;

type Shape = { transition?: string; listChanges?: boolean };

/** How each action reads: which field its sentence moves, and whether its changes are listed. */
const shapes: Record<AuditAction, Shape> = {
  consultation_status_changed: { transition: "status" },
  consultation_note_added: {},
  consultation_replied: {},
  email_retried: {},
  site_settings_updated: { listChanges: true },
  // Its sentence says the changes itself ("Paul's role from User to Advisor").
  user_access_changed: {},
  faq_item_created: {},
  faq_item_updated: { listChanges: true },
  faq_item_deleted: {},
  blog_post_created: {},
  blog_post_updated: { listChanges: true },
  blog_post_deleted: {},
  blog_post_published: {},
  blog_post_scheduled: {},
  blog_post_unpublished: {},
  blog_cover_changed: {},
  plan_created: {},
  plan_updated: { listChanges: true },
  phase_changed: { transition: "phase" },
  team_assigned: { listChanges: true },
  task_added: {},
  task_started: {},
  task_completed: {},
  task_reopened: {},
  document_requested: {},
  document_uploaded: {},
  document_submitted: {},
  document_review_started: {},
  document_approved: {},
  document_rejected: { listChanges: true },
  document_expired: {},
  document_withdrawn: {},
  message_sent: {},
  permit_recorded: {},
};

/** Bookkeeping that changes with every write and says nothing to a reader. */
const ignoredFields = new Set([
  "id",
  "version",
  "updatedAt",
  "updated_at",
  "createdAt",
  "created_at",
  "noteId",
  "kind",
  "client_user_id",
  "created_by",
]);

/** Fields whose values have names in the catalogs, by target type ("*" for any target). */
export const auditValueLabels: Record<string, Record<string, string>> = {
  consultation_request: { status: "backOffice.consultationStatus" },
  outbox: { status: "backOffice.outbox.statuses" },
  blog_post: { status: "adminBlog.status", language: "backOffice.languages" },
  case_task: { status: "dashboard.taskStatuses" },
  document_request: { status: "dashboard.documentStatuses" },
  relocation_plan: { status: "dashboard.planStatuses", phase: "dashboard.phases" },
  faq_item: { category: "backOffice.faq.categories", page: "backOffice.faq.pages", language: "backOffice.languages" },
  user: { role: "backOffice.users.roles", plan: "backOffice.users.plans" },
};

/** Fields with a name of their own on the audit screen (backOffice.audit.fields.*). */
export const auditFieldNames = [
  "status",
  "role",
  "plan",
  "disabled",
  "title",
  "slug",
  "language",
  "category",
  "publishedAt",
  "bodyLength",
  "coverImageKey",
  "question",
  "answer",
  "position",
  "published",
  "page",
  "body",
  "attempts",
  "lastError",
  "name",
  "phase",
  "tier",
  "visa_slug",
  "adults",
  "children",
  "target_arrival",
  "advisor_user_id",
  "contact_user_id",
  "feedback",
  "completedAt",
  "fileName",
  "sizeBytes",
  "attachments",
] as const;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > auditTextLength ? `${flat.slice(0, auditTextLength - 1)}…` : flat;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function auditValue(targetType: string, field: string, value: unknown): AuditValue {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  // A plan's package reads as the catalogue names it, including a legacy tier in an entry written
  // before cases stored a package id (core/case/case-package.ts): a proper name, the same in every
  // language.
  if (targetType === "relocation_plan" && field === "tier" && typeof value === "string") {
    const plan = casePackageOf(value);
    if (plan) return { kind: "text", text: plan.name };
  }
  if (typeof value === "boolean") return { kind: "label", key: `backOffice.audit.values.${value}`, raw: String(value) };
  const labels = auditValueLabels[targetType]?.[field];
  if (labels && typeof value === "string" && /^[a-z_]+$/.test(value)) {
    return { kind: "label", key: `${labels}.${value}`, raw: value };
  }
  if (typeof value === "number" && Number.isFinite(value)) return { kind: "number", value };
  return { kind: "text", text: shorten(typeof value === "string" ? value : JSON.stringify(value)) };
}

function fieldLabelKey(targetType: string, field: string): string | null {
  if (targetType === "site_settings") return `backOffice.settings.fields.${field}`;
  return (auditFieldNames as readonly string[]).includes(field) ? `backOffice.audit.fields.${field}` : null;
}

/** The fields that differ between before and after (a field only on one side counts). */
function changesOf(targetType: string, before: unknown, after: unknown): AuditChange[] {
  const was = record(before);
  const is = record(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => !ignoredFields.has(field) && JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({
      field,
      labelKey: fieldLabelKey(targetType, field),
      before: auditValue(targetType, field, was[field]),
      after: auditValue(targetType, field, is[field]),
    }));
}

/** What the entry is about: the server's name for it, else the name the recorded values carry. */
function subjectOf(entry: AuditEntryInput): string | null {
  if (entry.targetName) return shorten(entry.targetName);
  for (const side of [record(entry.after), record(entry.before)]) {
    for (const field of ["title", "question", "name", "fileName"]) {
      const value = side[field];
      if (typeof value === "string" && value.trim() !== "") return shorten(value);
    }
  }
  return null;
}

export function auditSentenceParts(entry: AuditEntryInput): AuditSentenceParts {
  const action = isAuditAction(entry.action) ? entry.action : null;
  const changes = changesOf(entry.targetType, entry.before, entry.after);
  const shape: Shape = action ? shapes[action] : { listChanges: true };
  const moved = shape.transition;
  return {
    key: `backOffice.audit.sentences.${action ?? "unknown"}`,
    action,
    raw: entry.action,
    subject: subjectOf(entry),
    transition: moved
      ? {
          before: auditValue(entry.targetType, moved, record(entry.before)[moved]),
          after: auditValue(entry.targetType, moved, record(entry.after)[moved]),
        }
      : null,
    changes,
    listChanges: Boolean(shape.listChanges) && changes.length > 0,
  };
}
