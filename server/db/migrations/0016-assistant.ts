import type { Kysely } from "kysely";

/**
 * The assistant's conversations (ADRs 0041, 0043), for premium and dfy accounts. Owned by
 * `user_id` from the start (ADR 0021): every read and write is bounded by it, and the account's
 * export and erasure include the rows. Messages carry `user_id` too, so a message's feedback can be
 * checked against its owner without a join, and erasure is one delete per table.
 *
 * - `assistant_messages.citations_json` / `notes_json`: what was shown under and above an answer,
 *   as the page shows it again when the conversation is reopened (a later content change must not
 *   rewrite what the person was told).
 * - `stopped` (0/1): the person stopped the answer; the text is what had been streamed by then.
 * - `assistant_daily_usage`: questions asked per account and UTC day, for the daily quota. Counted
 *   apart from the messages so deleting a conversation does not give the questions back.
 *
 * Portable types only (text, integer); ids are made by the application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("assistant_conversations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("assistant_conversations_user_id")
    .on("assistant_conversations")
    .columns(["user_id", "updated_at"])
    .execute();
  await db.schema
    .createTable("assistant_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("conversation_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("citations_json", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("notes_json", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("answerer", "text")
    .addColumn("stopped", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("feedback", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("assistant_messages_conversation_id")
    .on("assistant_messages")
    .columns(["conversation_id", "created_at"])
    .execute();
  await db.schema.createIndex("assistant_messages_user_id").on("assistant_messages").column("user_id").execute();
  await db.schema
    .createTable("assistant_daily_usage")
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("questions", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("assistant_daily_usage_pk", ["user_id", "day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("assistant_daily_usage").execute();
  await db.schema.dropTable("assistant_messages").execute();
  await db.schema.dropTable("assistant_conversations").execute();
}
