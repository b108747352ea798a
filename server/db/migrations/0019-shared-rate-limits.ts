import type { Kysely } from "kysely";

/**
 * Rate limits shared by every instance (ADR 0070): one row per limit key (a SHA-256 of bucket and
 * client or address, so no address is kept at rest) with its count and the end of its window, in
 * milliseconds since the epoch. A hit is one atomic upsert; windows that ended are swept by a
 * clock. Before this, each instance counted in its own memory, so N instances allowed N times the
 * limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("reset_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_reset_at").on("rate_limit_hits").column("reset_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").execute();
}
