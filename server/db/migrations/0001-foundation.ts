import type { Kysely } from "kysely";

// Portable types only (text, integer): the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("email_captures")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("conversation_id", "text")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("source_page", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("email_captures_created_at").on("email_captures").column("created_at").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("dedupe_key", "text", (col) => col.unique())
    .addColumn("template", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("html_body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("transport", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("email_captures").execute();
}
