import type { Kysely } from "kysely";

/**
 * City comparisons saved by premium and dfy accounts (ADR 0062), listed on their dashboard.
 * `cities` holds two or three city ids joined by commas in the order compared ("lyon,nice"), the
 * very value of the comparison page's `?cities=`, so reopening one is opening that address. `name`
 * is null when the person gave none: the comparison is then called by its cities in the reader's
 * language. Owned by `user_id` from the start (ADR 0021): every read and write is bounded by it,
 * and the account's export and erasure include the rows. Portable types only (text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_comparisons")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("name", "text")
    .addColumn("cities", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("saved_comparisons_user_id")
    .on("saved_comparisons")
    .columns(["user_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_comparisons").execute();
}
