import type { Kysely } from "kysely";

/**
 * The client area and the advisor's workspace (ADR 0034): one relocation plan per client, its
 * tasks, document requests and their files, messages, the activity feed the client sees, the staff
 * audit log, the self-service checklist of people without an advisor, and notification preferences.
 * Every row reaches its person through `client_user_id` / `user_id` (ADR 0021), so the account's
 * export and erasure find it. Files hold only a storage key: the bytes live in the file storage
 * (local disk or S3), never in the database or the web root. Portable types only (text, integer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("relocation_plans")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("client_user_id", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("visa_slug", "text", (col) => col.notNull())
    .addColumn("adults", "integer", (col) => col.notNull())
    .addColumn("children", "integer", (col) => col.notNull())
    .addColumn("tier", "text", (col) => col.notNull())
    .addColumn("phase", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("advisor_user_id", "text")
    .addColumn("contact_user_id", "text")
    .addColumn("target_arrival", "text")
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("relocation_plans_advisor").on("relocation_plans").column("advisor_user_id").execute();

  await db.schema
    .createTable("case_tasks")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text")
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("priority", "text", (col) => col.notNull())
    .addColumn("due_date", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    /** When the "task due soon" e-mail went, so it goes once. */
    .addColumn("reminded_at", "text")
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("case_tasks_plan").on("case_tasks").column("plan_id").execute();

  await db.schema
    .createTable("document_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("template_key", "text")
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text")
    /** The template's requirements at the time of the request, as JSON (formats, size, colour…). */
    .addColumn("requirements", "text")
    .addColumn("priority", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("feedback", "text")
    .addColumn("due_date", "text")
    .addColumn("reviewed_by", "text")
    .addColumn("reviewed_at", "text")
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("document_requests_plan").on("document_requests").column("plan_id").execute();

  await db.schema
    .createTable("case_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("author_user_id", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("case_messages_plan").on("case_messages").columns(["plan_id", "created_at"]).execute();

  /** Files of a document request, or attachments of a message (uploaded first, then attached). */
  await db.schema
    .createTable("case_files")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("document_request_id", "text")
    .addColumn("message_id", "text")
    .addColumn("storage_key", "text", (col) => col.notNull().unique())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("uploaded_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("case_files_plan").on("case_files").column("plan_id").execute();
  await db.schema.createIndex("case_files_document").on("case_files").column("document_request_id").execute();

  await db.schema
    .createTable("case_message_reads")
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("last_read_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("case_message_reads_pk", ["plan_id", "user_id"])
    .execute();

  /** What happened on the case, as the client and the team see it (kind + subject, translated on display). */
  await db.schema
    .createTable("case_activity")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("actor_user_id", "text")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .addColumn("details", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("case_activity_plan").on("case_activity").columns(["plan_id", "created_at"]).execute();

  /** Every change staff make, with before and after (JSON), for accountability (ADR 0044). */
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("actor_user_id", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "text", (col) => col.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();

  /** In-app notifications; the e-mail goes at once or in the daily digest, per preference. */
  await db.schema
    .createTable("case_notifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("plan_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("subject", "text")
    .addColumn("link_path", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("read_at", "text")
    .addColumn("emailed_at", "text")
    .execute();
  await db.schema
    .createIndex("case_notifications_user")
    .on("case_notifications")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "text", (col) => col.primaryKey())
    /** "immediate" or "daily". */
    .addColumn("email_frequency", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  /** The self-service plan of someone without an advisor: their visa and target arrival. */
  await db.schema
    .createTable("self_service_checklists")
    .addColumn("user_id", "text", (col) => col.primaryKey())
    .addColumn("visa_slug", "text", (col) => col.notNull())
    .addColumn("target_arrival", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("self_service_ticks")
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("item_key", "text", (col) => col.notNull())
    .addColumn("ticked_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("self_service_ticks_pk", ["user_id", "item_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "self_service_ticks",
    "self_service_checklists",
    "notification_preferences",
    "case_notifications",
    "audit_log",
    "case_activity",
    "case_message_reads",
    "case_files",
    "case_messages",
    "document_requests",
    "case_tasks",
    "relocation_plans",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
