import type { Kysely } from "kysely";

/**
 * The last city quiz result of each signed-in user (ADR 0031): one row per account, replaced when
 * the quiz is taken again. It holds the answers and the ranking as shown, no address, so nothing
 * joins an account but its own `user_id` (ADR 0021); the account's export and deletion include it.
 * Visitors' results are never stored (they live in the page's address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("city_quiz_results")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().unique())
    .addColumn("answers_json", "text", (col) => col.notNull())
    .addColumn("ranking_json", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("city_quiz_results").execute();
}
