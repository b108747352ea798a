import type { Kysely } from "kysely";

/**
 * After the visa: the permits a member records and their calendar feed.
 *
 * - `member_permits`: one visa or residence permit of an account — its route, document, dates,
 *   the département whose prefecture handles it, how its renewal is filed, and the steps done
 *   (VLS-TS validated, renewal applied for). The calendar is computed from it, never stored, so a
 *   fact that changes moves every calendar on its day.
 * - `calendar_feeds`: the member's secret iCalendar address, one per account. Only the token's
 *   SHA-256 is kept (a database copy does not open anyone's calendar); turning it off deletes the
 *   row, a new address replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("member_permits")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("route_slug", "text", (col) => col.notNull())
    .addColumn("document", "text", (col) => col.notNull())
    .addColumn("start_date", "text", (col) => col.notNull())
    .addColumn("expiry_date", "text", (col) => col.notNull())
    .addColumn("arrival_date", "text")
    .addColumn("departement", "text", (col) => col.notNull())
    .addColumn("filing", "text", (col) => col.notNull())
    .addColumn("validated_on", "text")
    .addColumn("renewal_filed_on", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("member_permits_user").on("member_permits").columns(["user_id", "expiry_date"]).execute();
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").execute();
  await db.schema.dropTable("member_permits").execute();
}
