/**
 * The audit log's vocabulary (ADR 0044): every action the server writes through recordAudit or
 * recordCaseChange, and every kind of target. Listed once here so the audit screen can name each
 * in the admin's language and offer them as filters; a test (audit-actions.test.ts) reads the
 * server's sources and fails when an action is written that this list does not know.
 */
export const auditActions = [
  "consultation_status_changed",
  "consultation_note_added",
  "consultation_replied",
  "email_retried",
  "site_settings_updated",
  "user_access_changed",
  "faq_item_created",
  "faq_item_updated",
  "faq_item_deleted",
  "blog_post_created",
  "blog_post_updated",
  "blog_post_deleted",
  "blog_post_published",
  "blog_post_scheduled",
  "blog_post_unpublished",
  "blog_cover_changed",
  "plan_created",
  "plan_updated",
  "phase_changed",
  "team_assigned",
  "task_added",
  "task_started",
  "task_completed",
  "task_reopened",
  "document_requested",
  "document_uploaded",
  "document_submitted",
  "document_review_started",
  "document_approved",
  "document_rejected",
  "document_expired",
  "document_withdrawn",
  "message_sent",
  "permit_recorded",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = [
  "consultation_request",
  "outbox",
  "site_settings",
  "user",
  "faq_item",
  "blog_post",
  "relocation_plan",
  "case_task",
  "document_request",
  "case_message",
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

export function isAuditTargetType(value: string): value is AuditTargetType {
  return (auditTargetTypes as readonly string[]).includes(value);
}
