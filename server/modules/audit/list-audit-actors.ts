import type { Db } from "../../db/database.ts";

export type AuditActor = { id: string; name: string | null; email: string | null };

/**
 * The people who appear in the audit log, for its "who" filter: only those who did something, so
 * the list stays short however many accounts there are. An account deleted since keeps its id.
 */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_user_id")
    .select(["audit_log.actor_user_id as id", "users.name", "users.email"])
    .distinct()
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name ?? null, email: row.email ?? null }))
    .sort((a, b) => (a.name ?? a.email ?? a.id).localeCompare(b.name ?? b.email ?? b.id));
}
