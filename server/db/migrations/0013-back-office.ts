import type { Kysely } from "kysely";

/**
 * The administrators' back office (ADR 0038):
 * - consultation requests get a workflow: `status` (which exists since 0002, always "new" until
 *   now) moves through new / contacted / scheduled / done / declined, `updated_at` says when, and
 *   the team's internal notes (and the replies sent from the screen) live in their own table,
 *   erased with the request (they are about the person);
 * - `site_settings`: values an administrator edits without a redeploy (team address, contact
 *   e-mail, legal notice, social-proof figures), one JSON value per key, overriding the env;
 * - `faq_items`: the FAQ of the home page and /help, per language, ordered, seeded from the static
 *   content on first start.
 * Portable types only (text, integer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("consultation_requests").addColumn("updated_at", "text").execute();

  await db.schema
    .createTable("consultation_notes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("request_id", "text", (col) => col.notNull())
    .addColumn("author_user_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("consultation_notes_request").on("consultation_notes").column("request_id").execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value_json", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("faq_items")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("answer", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("published", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("faq_items_language").on("faq_items").columns(["language", "position"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("faq_items").execute();
  await db.schema.dropTable("site_settings").execute();
  await db.schema.dropTable("consultation_notes").execute();
  await db.schema.alterTable("consultation_requests").dropColumn("updated_at").execute();
}
