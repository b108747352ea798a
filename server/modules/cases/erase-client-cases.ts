import type { Db } from "../../db/database.ts";

/**
 * The case part of "delete my account" (GDPR erasure, ADR 0021, 0034), run inside the account
 * deletion's transaction: the client's plan and everything under it — tasks, document requests,
 * files, messages, read marks, activity, notifications, and the person's e-mail preference for
 * them. Returns the storage keys of the deleted
 * files: the caller deletes those objects once the transaction has committed (deleting them
 * first would lose files if the transaction then failed). The staff audit log keeps its lines
 * (who did what, when) but loses their contents, which described the client's case. An erased
 * staff member leaves the plans they were on "awaiting assignment".
 */
export async function eraseClientCases(trx: Db, userId: string): Promise<string[]> {
  const planIds = (
    await trx.selectFrom("relocation_plans").select("id").where("client_user_id", "=", userId).execute()
  ).map((plan) => plan.id);

  await trx
    .updateTable("relocation_plans")
    .set({ advisor_user_id: null })
    .where("advisor_user_id", "=", userId)
    .execute();
  await trx
    .updateTable("relocation_plans")
    .set({ contact_user_id: null })
    .where("contact_user_id", "=", userId)
    .execute();
  await trx.deleteFrom("case_notifications").where("user_id", "=", userId).execute();
  await trx.deleteFrom("case_message_reads").where("user_id", "=", userId).execute();
  await trx.deleteFrom("notification_preferences").where("user_id", "=", userId).execute();
  if (planIds.length === 0) return [];

  const [files, tasks, documents] = await Promise.all([
    trx.selectFrom("case_files").select(["id", "storage_key"]).where("plan_id", "in", planIds).execute(),
    trx.selectFrom("case_tasks").select("id").where("plan_id", "in", planIds).execute(),
    trx.selectFrom("document_requests").select("id").where("plan_id", "in", planIds).execute(),
  ]);
  const targets = [...planIds, ...[...files, ...tasks, ...documents].map((row) => row.id)];
  // In slices: PostgreSQL and SQLite bound the number of parameters of one statement.
  for (let start = 0; start < targets.length; start += 500) {
    await trx
      .updateTable("audit_log")
      .set({ before_json: null, after_json: null })
      .where("target_id", "in", targets.slice(start, start + 500))
      .execute();
  }
  for (const table of [
    "case_files",
    "case_messages",
    "case_message_reads",
    "case_notifications",
    "case_activity",
    "document_requests",
    "case_tasks",
  ] as const) {
    await trx.deleteFrom(table).where("plan_id", "in", planIds).execute();
  }
  await trx.deleteFrom("relocation_plans").where("id", "in", planIds).execute();
  return files.map((file) => file.storage_key);
}
