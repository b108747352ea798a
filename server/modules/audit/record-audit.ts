import type { Db } from "../../db/database.ts";

/**
 * The one way an administrative change is written to the audit log (who, what, when, on what,
 * and the state before and after), so an administrator can always answer "who changed this,
 * when, from what". Called inside the caller's transaction when there is one: the record
 * exists exactly when the change does.
 */
export type AuditEntry = {
  actorId: string;
  /** What was done, a stable machine word (e.g. "consultation_status_changed"). */
  action: string;
  targetType: string;
  targetId: string;
  /** The target's state before and after, kept small; undefined when there is none. */
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      actor_user_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: now.toISOString(),
    })
    .execute();
}
