import type { Kysely } from "kysely";

// Portable types only (text, integer): the same migration runs on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per quick-wizard run: the answers, what we recommended (JSON), who asked and when.
  await db.schema
    .createTable("assessments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("profession", "text", (col) => col.notNull())
    .addColumn("income", "text", (col) => col.notNull())
    .addColumn("result_json", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("assessments_session_id").on("assessments").column("session_id").execute();
  await db.schema.createIndex("assessments_created_at").on("assessments").column("created_at").execute();

  await db.schema
    .createTable("consultation_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("country_of_origin", "text", (col) => col.notNull())
    .addColumn("application_type", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("consultation_requests_status_created_at")
    .on("consultation_requests")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("consultation_requests_email").on("consultation_requests").column("email").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("consultation_requests").execute();
  await db.schema.dropTable("assessments").execute();
}
