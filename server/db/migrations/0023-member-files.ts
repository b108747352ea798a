import type { Kysely } from "kysely";

/**
 * Files a member keeps outside any case, and the record of their attempts to get a prefecture
 * appointment (the blocked-appointment kit).
 *
 * - `member_files`: a stored file of an account that has no case to hold it — a screenshot proving
 *   an attempt, a letter the member generated. Same checks and storage as a case's files, under
 *   `members/<user>/<uuid>`; the row is written in the transaction that makes the file count, and
 *   the orphan sweep removes a stored file no row names.
 * - `appointment_attempts`: one dated attempt (where, what happened, a note), with its screenshot
 *   if the member added one. Deleting the screenshot's file row leaves the attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("member_files")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("title", "text")
    .addColumn("storage_key", "text", (col) => col.notNull().unique())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("member_files_user").on("member_files").columns(["user_id", "created_at"]).execute();
  await db.schema
    .createTable("appointment_attempts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("attempted_on", "text", (col) => col.notNull())
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull())
    .addColumn("screenshot_file_id", "text", (col) => col.references("member_files.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("appointment_attempts_user")
    .on("appointment_attempts")
    .columns(["user_id", "attempted_on"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("appointment_attempts").execute();
  await db.schema.dropTable("member_files").execute();
}
