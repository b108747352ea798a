import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * Consent and unsubscription (ADR 0025).
 *
 * - `email_subscriptions`: the mailing state of one address (subscribed or unsubscribed) and the
 *   random token of its unsubscribe link. The outbox reads it before sending a non-transactional
 *   message; `/unsubscribe` finds the address by token, so the link never shows the address.
 * - `email_consents`: one row per consent given (each capture: the wording shown, its version,
 *   language, page and time) or withdrawn (an unsubscription), never updated: the history.
 * - `outbox.category` (`transactional` or `marketing`) and `outbox.headers_json` (extra headers
 *   such as `List-Unsubscribe`), so the worker knows what it may skip and what to add.
 *
 * Addresses captured before this migration become subscribed with a fresh token; no consent row
 * is invented for them (we do not know what wording they saw).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("email_subscriptions")
    .addColumn("email", "text", (col) => col.primaryKey())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .execute();
  await db.schema.createIndex("email_subscriptions_user_id").on("email_subscriptions").column("user_id").execute();

  await db.schema
    .createTable("email_consents")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("wording_version", "text")
    .addColumn("wording", "text")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("source_page", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .execute();
  await db.schema.createIndex("email_consents_email").on("email_consents").column("email").execute();
  await db.schema.createIndex("email_consents_user_id").on("email_consents").column("user_id").execute();

  await db.schema
    .alterTable("outbox")
    .addColumn("category", "text", (col) => col.notNull().defaultTo("transactional"))
    .execute();
  await db.schema.alterTable("outbox").addColumn("headers_json", "text").execute();

  const untyped = db as Kysely<Record<string, Record<string, unknown>>>;
  const captured = await untyped.selectFrom("email_captures").select(["email", "created_at", "user_id"]).execute();
  for (const row of captured) {
    await untyped
      .insertInto("email_subscriptions")
      .values({
        email: row.email,
        token: randomBytes(32).toString("base64url"),
        status: "subscribed",
        changed_at: row.created_at,
        created_at: row.created_at,
        user_id: row.user_id ?? null,
      })
      .execute();
  }
  // The checklists already queued were sent without a way out; they stay transactional in the table.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("headers_json").execute();
  await db.schema.alterTable("outbox").dropColumn("category").execute();
  await db.schema.dropTable("email_consents").execute();
  await db.schema.dropTable("email_subscriptions").execute();
}
