import { type Kysely, sql } from "kysely";

/**
 * The detailed assessment (ADR 0078).
 *
 * - `eligibility_assessments`: an account's saved assessments — the profile as answered, the ranked
 *   result as shown, the day whose figures were compared. A free member's assessment carries the
 *   Paris month it counts against (`allowance_month`, "2026-12"); a unique index on (user, month)
 *   makes the one-a-month limit hold even when two saves race, on every instance. Premium and
 *   done-for-you saves leave it null. A re-run points at the assessment it re-ran (`rerun_of`).
 *   Deleting a free member's assessment empties it and marks it `deleted_at`: its answers are
 *   gone, the month stays counted.
 * - `eligibility_drafts`: the wizard's answers so far, one row per owner — an account, or the
 *   browser's `session_` identifier (a cookie) for a visitor, whose draft joins the account that
 *   browser signs in to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("eligibility_assessments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("profile_json", "text", (col) => col.notNull())
    .addColumn("result_json", "text", (col) => col.notNull())
    .addColumn("figures_date", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("allowance_month", "text")
    .addColumn("rerun_of", "text")
    .addColumn("deleted_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("eligibility_assessments_user")
    .on("eligibility_assessments")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("eligibility_assessments_one_free_a_month")
    .on("eligibility_assessments")
    .columns(["user_id", "allowance_month"])
    .unique()
    .where(sql.ref("allowance_month"), "is not", null)
    .execute();
  await db.schema
    .createTable("eligibility_drafts")
    .addColumn("owner", "text", (col) => col.primaryKey())
    .addColumn("answers_json", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("eligibility_drafts").execute();
  await db.schema.dropTable("eligibility_assessments").execute();
}
