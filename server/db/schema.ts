import type { Generated } from "kysely";

/**
 * Table types. Ids are app-made random strings and times are UTC ISO-8601 text, so one schema
 * works on SQLite and PostgreSQL (ARCHITECTURE.md "Rules that keep it simple").
 */
export interface EmailCapturesTable {
  id: string;
  email: string;
  conversation_id: string | null;
  language: string;
  source_page: string | null;
  created_at: string;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface OutboxTable {
  id: string;
  /** Makes enqueueing idempotent: the same key is queued at most once. */
  dedupe_key: string | null;
  template: string;
  language: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  transport: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface Database {
  email_captures: EmailCapturesTable;
  outbox: OutboxTable;
}
