import type { Kysely } from "kysely";

/**
 * Calculator scenarios saved by premium and dfy accounts (ADR 0032): a name and the calculator's
 * inputs as its page's query, so reopening one is opening that address. Owned by `user_id` from the
 * start (ADR 0021): every read and write is bounded by it, and the account's export and deletion
 * include the rows. Portable types only (text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_scenarios")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("tool", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("query", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("saved_scenarios_user_id").on("saved_scenarios").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_scenarios").execute();
}
