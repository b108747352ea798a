import type { Db } from "../../db/database.ts";

export type AuditLogEntry = {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  actor: { id: string; name: string | null; email: string | null };
};

/** The audit log for administrators, newest first, optionally about one target. */
export async function listAuditLog(
  db: Db,
  filter: { targetType?: string; targetId?: string; limit?: number } = {},
): Promise<AuditLogEntry[]> {
  let query = db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_user_id")
    .select([
      "audit_log.id",
      "audit_log.action",
      "audit_log.target_type",
      "audit_log.target_id",
      "audit_log.before_json",
      "audit_log.after_json",
      "audit_log.created_at",
      "audit_log.actor_user_id",
      "users.name as actor_name",
      "users.email as actor_email",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id")
    .limit(filter.limit ?? 200);
  if (filter.targetType) query = query.where("audit_log.target_type", "=", filter.targetType);
  if (filter.targetId) query = query.where("audit_log.target_id", "=", filter.targetId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before_json ? JSON.parse(row.before_json) : null,
    after: row.after_json ? JSON.parse(row.after_json) : null,
    createdAt: row.created_at,
    actor: { id: row.actor_user_id, name: row.actor_name ?? null, email: row.actor_email ?? null },
  }));
}
