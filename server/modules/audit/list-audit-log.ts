import {
  type AuditFilter,
  auditPageSize,
  decodeAuditCursor,
  encodeAuditCursor,
  nextDay,
  parisDayStart,
} from "../../../core/back-office/audit-filter.ts";
import type { Db } from "../../db/database.ts";
import { auditTargetNames } from "./audit-target-names.ts";

export type AuditLogEntry = {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  /** The target's name today (a user's name, a task's title), when it still exists. */
  targetName: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
  actor: { id: string; name: string | null; email: string | null };
};

export type AuditLogPage = {
  entries: AuditLogEntry[];
  /** Cursors for the next page of older entries and the previous page of newer ones, or null. */
  older: string | null;
  newer: string | null;
};

/**
 * The audit log for administrators, newest first, one page at a time, filtered by action, actor,
 * target and Paris calendar days. Paged by keyset on (created_at, id): both engines compare these
 * text columns the same way they sort them, and entries written meanwhile shift nothing.
 */
export async function listAuditLog(db: Db, filter: AuditFilter & { limit?: number } = {}): Promise<AuditLogPage> {
  const limit = filter.limit ?? auditPageSize;
  const before = filter.before ? decodeAuditCursor(filter.before) : null;
  const after = filter.after ? decodeAuditCursor(filter.after) : null;
  // Going to newer entries reads upwards from the cursor, then turns the page back around.
  const upwards = after !== null;
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
    .orderBy("audit_log.created_at", upwards ? "asc" : "desc")
    .orderBy("audit_log.id", upwards ? "asc" : "desc")
    .limit(limit + 1);
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
  if (filter.actor) query = query.where("audit_log.actor_user_id", "=", filter.actor);
  if (filter.targetType) query = query.where("audit_log.target_type", "=", filter.targetType);
  if (filter.targetId) query = query.where("audit_log.target_id", "=", filter.targetId);
  if (filter.from) query = query.where("audit_log.created_at", ">=", parisDayStart(filter.from));
  if (filter.to) query = query.where("audit_log.created_at", "<", parisDayStart(nextDay(filter.to)));
  const cursor = before ?? after;
  if (cursor) {
    const beyond = upwards ? ">" : "<";
    query = query.where((eb) =>
      eb.or([
        eb("audit_log.created_at", beyond, cursor.createdAt),
        eb.and([eb("audit_log.created_at", "=", cursor.createdAt), eb("audit_log.id", beyond, cursor.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (upwards) page.reverse();
  const names = await auditTargetNames(
    db,
    page.map((row) => ({ type: row.target_type, id: row.target_id })),
  );
  const entries = page.map((row) => ({
    id: row.id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: names.get(`${row.target_type}:${row.target_id}`) ?? null,
    before: row.before_json ? JSON.parse(row.before_json) : null,
    after: row.after_json ? JSON.parse(row.after_json) : null,
    createdAt: row.created_at,
    actor: { id: row.actor_user_id, name: row.actor_name ?? null, email: row.actor_email ?? null },
  }));
  const first = entries[0];
  const last = entries.at(-1);
  // Coming from a cursor, there is something on its other side: the entry the cursor names.
  const hasOlder = upwards ? true : more;
  const hasNewer = upwards ? more : before !== null;
  return {
    entries,
    older: hasOlder && last ? encodeAuditCursor(last) : null,
    newer: hasNewer && first ? encodeAuditCursor(first) : null,
  };
}
