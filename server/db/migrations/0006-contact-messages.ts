import type { Kysely } from "kysely";

/**
 * Messages sent through the contact page (ADR 0026). Personal data a visitor leaves, so
 * it carries `user_id` from the start (ADR 0021): set when a signed-in account sent it or when the
 * address is verified, and followed by the account's export and deletion. `consented_at` records
 * when the sender agreed to be contacted about their message. Portable types only (text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("consented_at", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("user_id", "text")
    .execute();
  await db.schema.createIndex("contact_messages_user_id").on("contact_messages").column("user_id").execute();
  // Claiming on verification looks rows up by address.
  await db.schema.createIndex("contact_messages_email").on("contact_messages").column("email").execute();
  await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
