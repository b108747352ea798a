import type { Kysely } from "kysely";

/**
 * One counter of content changes (ADR 0072): an administrator's change (a post published, an FAQ
 * answer edited, a setting) adds one, and every instance, seeing it move, empties its page cache
 * and rebuilds its assistant's index. On PostgreSQL a NOTIFY wakes the instances at once; the
 * counter is what they compare, and the fallback when a notification is missed. One row, id 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_changes")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("content_changes" as never)
    .values({ id: 1, version: 0, changed_at: new Date().toISOString() } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_changes").execute();
}
