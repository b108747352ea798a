import type { Db } from "../../db/database.ts";
import { recordAudit } from "../audit/record-audit.ts";

/**
 * What happened on a case, in two places with two audiences:
 * - the case's activity feed, which the client and the team read ("Passport scan approved");
 * - the audit log, for every change a staff member makes, with the row before and after, so an
 *   administrator can always answer "who changed this, when, from what".
 * Written inside the caller's transaction: the record exists exactly when the change does.
 */
export type ActivityKind =
  | "plan_created"
  | "plan_updated"
  | "phase_changed"
  | "team_assigned"
  | "task_added"
  | "task_started"
  | "task_completed"
  | "task_reopened"
  | "document_requested"
  | "document_uploaded"
  | "document_submitted"
  | "document_review_started"
  | "document_approved"
  | "document_rejected"
  | "document_expired"
  | "document_withdrawn"
  | "message_sent"
  | "permit_recorded";

export type CaseChange = {
  planId: string;
  actorId: string;
  /** True when a staff member acts: their change also goes to the audit log. */
  byStaff: boolean;
  kind: ActivityKind;
  /** What it is about, shown as written (a task or document title). */
  subject?: string | null;
  /** For the feed (e.g. {from, to} of a phase), kept small. */
  details?: Record<string, string> | null;
  /** For the audit log: the target and its state before and after. */
  target?: { type: string; id: string; before?: unknown; after?: unknown };
};

export async function recordCaseChange(db: Db, change: CaseChange, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto("case_activity")
    .values({
      id: crypto.randomUUID(),
      plan_id: change.planId,
      actor_user_id: change.actorId,
      kind: change.kind,
      subject: change.subject ?? null,
      details: change.details ? JSON.stringify(change.details) : null,
      created_at: at,
    })
    .execute();
  if (!change.byStaff) return;
  const target = change.target ?? { type: "relocation_plan", id: change.planId };
  await recordAudit(
    db,
    {
      actorId: change.actorId,
      action: change.kind,
      targetType: target.type,
      targetId: target.id,
      before: target.before,
      after: target.after,
    },
    now,
  );
}
