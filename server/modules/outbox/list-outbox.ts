import type { Db } from "../../db/database.ts";
import type { OutboxStatus } from "../../db/schema.ts";

export type OutboxEntry = {
  id: string;
  template: string;
  language: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};

/**
 * The e-mails as the back office lists them, newest first, optionally of one status. No bodies:
 * the list is for following delivery, and bodies may hold what a person wrote.
 */
export async function listOutbox(db: Db, status?: OutboxStatus): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom("outbox")
    .select([
      "id",
      "template",
      "language",
      "to_address",
      "subject",
      "status",
      "attempts",
      "last_error",
      "created_at",
      "sent_at",
      "next_attempt_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(500);
  if (status) query = query.where("status", "=", status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    language: row.language,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.next_attempt_at,
  }));
}
