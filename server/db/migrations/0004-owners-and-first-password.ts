import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Who owns what a visitor left (ADR 0021). Captures, consultation requests, wizard runs
 * and e-mails get a nullable `user_id`: set when a signed-in account created the row, or when the
 * row's address is proven to belong to an account (e-mail verification, a password reset by
 * e-mail). Exports and deletions follow `user_id` only, never the address alone, so registering
 * someone else's unverified address reveals nothing of theirs.
 *
 * `password_change_required` marks an account whose password was handed out once (the
 * administrator's from `npm run admin:create`): it cannot open a session until replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = postgres ? "boolean" : "integer";
  const no = postgres ? sql`false` : sql`0`;

  for (const table of ["email_captures", "consultation_requests", "assessments", "outbox"]) {
    await db.schema.alterTable(table).addColumn("user_id", "text").execute();
    await db.schema.createIndex(`${table}_user_id`).on(table).column("user_id").execute();
  }
  // Attaching on verification looks rows up by address among those nobody owns yet.
  await db.schema.createIndex("outbox_to_address").on("outbox").column("to_address").execute();
  await db.schema
    .alterTable("users")
    .addColumn("password_change_required", bool, (col) => col.notNull().defaultTo(no))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("password_change_required").execute();
  await db.schema.dropIndex("outbox_to_address").execute();
  for (const table of ["email_captures", "consultation_requests", "assessments", "outbox"]) {
    await db.schema.dropIndex(`${table}_user_id`).execute();
    await db.schema.alterTable(table).dropColumn("user_id").execute();
  }
}
