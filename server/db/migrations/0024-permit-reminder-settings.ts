import type { Kysely } from "kysely";

/**
 * How a member hears of their permit deadlines: `each` (an e-mail at 90, 30, 7 days and on the
 * day, the default when there is no row) or `weekly` (one summary on Mondays instead).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("permit_reminder_settings")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("cadence", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("permit_reminder_settings").execute();
}
