import type { Kysely } from "kysely";

/**
 * First-party analytics (ADR 0040): one row per counted event, written only for a request that
 * carries the visitor's analytics consent. No IP address, no user agent, no account id: the funnel
 * needs counts, not people. `visitor_id` is a random id from a first-party cookie set only with
 * that consent (removed when it is withdrawn) so visits can be counted once per browser; `path`
 * never holds a query string. Rows older than the retention are deleted.
 *
 * `orders.analytics_consent` (0/1): whether the buyer's request that started the order carried
 * analytics consent, so the payment provider's event, which carries no cookie, can still count
 * the purchase (or not) as the buyer chose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("path", "text")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("visitor_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_created_at_name")
    .on("analytics_events")
    .columns(["created_at", "name"])
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("analytics_consent", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("analytics_consent").execute();
  await db.schema.dropTable("analytics_events").execute();
}
