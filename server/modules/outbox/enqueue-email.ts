import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { listUnsubscribeHeaders } from "../unsubscribe/unsubscribe-url.ts";

export type EmailToQueue = {
  template: string;
  language: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same key is queued at most once (e.g. one checklist per address per day). */
  dedupeKey?: string;
  /** The account the message is for (ADR 0021): an export or erasure finds it by this id. */
  userId?: string | null;
  /**
   * Set for every message that is not strictly transactional (ADR 0025): the message becomes
   * `marketing`, carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) with this URL,
   * and is skipped if the address unsubscribes before it goes. Its body must carry the same link.
   */
  unsubscribeUrl?: string;
};

/**
 * Writes the message to the outbox, inside the caller's transaction when given one, so the
 * message exists exactly when the business change it belongs to is committed.
 * Returns false when the dedupe key was already queued.
 */
export async function enqueueEmail(db: Kysely<Database>, email: EmailToQueue, now = new Date()): Promise<boolean> {
  const result = await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      dedupe_key: email.dedupeKey ?? null,
      template: email.template,
      language: email.language,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      status: "pending",
      next_attempt_at: now.toISOString(),
      locked_until: null,
      last_error: null,
      transport: null,
      created_at: now.toISOString(),
      sent_at: null,
      user_id: email.userId ?? null,
      category: email.unsubscribeUrl ? "marketing" : "transactional",
      headers_json: email.unsubscribeUrl ? JSON.stringify(listUnsubscribeHeaders(email.unsubscribeUrl)) : null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
