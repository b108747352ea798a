import { type Kysely, sql } from "kysely";

/**
 * FAQ items per page (ADR 0038): `faq_items.page` says where an item is shown — "home"
 * (the home page's short FAQ) or "help" (the help center's longer one). Rows written before this
 * migration were the home page's.
 *
 * `content_seeds`: which written content has been copied into the database once. Seeding by
 * "is the table empty?" cannot add a second set (the help center's questions) to a table that
 * already has the first, and must never bring back an item an administrator deleted; one row per
 * seeded set answers both. A database whose FAQ was already seeded is marked as such here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("faq_items")
    .addColumn("page", "text", (col) => col.notNull().defaultTo("home"))
    .execute();
  await db.schema.createIndex("faq_items_page").on("faq_items").columns(["page", "language", "position"]).execute();
  await db.schema
    .createTable("content_seeds")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("seeded_at", "text", (col) => col.notNull())
    .execute();
  await sql`INSERT INTO content_seeds (name, seeded_at)
    SELECT 'faq-home', ${new Date().toISOString()} WHERE EXISTS (SELECT 1 FROM faq_items)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_seeds").execute();
  await db.schema.dropIndex("faq_items_page").execute();
  await db.schema.alterTable("faq_items").dropColumn("page").execute();
}
