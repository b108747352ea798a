import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Accounts: better-auth's tables (users, sessions, accounts, verifications, rate_limits) written
 * out as our own migration, so there is one ordered history (ADR 0012). The shape is what
 * better-auth 1.7's `getMigrations()` plans for our configuration, frozen here; a test
 * (server/modules/auth/auth-schema.test.ts) fails if better-auth ever expects something else.
 *
 * Two column types follow the engine because better-auth's Kysely adapter reads and writes them
 * natively: times are `timestamptz` on PostgreSQL (Date objects) and ISO-8601 text on SQLite;
 * booleans are `boolean` on PostgreSQL and 0/1 integers on SQLite. Ids stay app-made text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const time = postgres ? "timestamptz" : "date";
  const bool = postgres ? "boolean" : "integer";
  const no = postgres ? sql`false` : sql`0`;
  const now = postgres ? sql`CURRENT_TIMESTAMP` : null;

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("email_verified", bool, (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("created_at", time, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn("updated_at", time, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    // admin plugin
    .addColumn("role", "text", (col) => col.notNull().defaultTo("user"))
    .addColumn("banned", bool, (col) => col.defaultTo(no))
    .addColumn("ban_reason", "text")
    .addColumn("ban_expires", time)
    // our profile fields, asked at registration
    .addColumn("nationality", "text")
    .addColumn("target_country", "text", (col) => col.notNull().defaultTo("FR"))
    .addColumn("profession", "text")
    .addColumn("newsletter", bool, (col) => col.notNull().defaultTo(no))
    .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
    .addColumn("plan", "text", (col) => col.notNull().defaultTo("free"))
    .addColumn("has_active_dfy_plan", bool, (col) => col.notNull().defaultTo(no))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("expires_at", time, (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("created_at", time, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn("updated_at", time, (col) => col.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("impersonated_by", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("account_id", "text", (col) => col.notNull())
    .addColumn("provider_id", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", time)
    .addColumn("refresh_token_expires_at", time)
    .addColumn("scope", "text")
    // scrypt hash of the password (better-auth's default), for provider "credential"
    .addColumn("password", "text")
    .addColumn("created_at", time, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn("updated_at", time, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("accounts_user_id_idx").on("accounts").column("user_id").execute();

  // Password-reset tokens (single use: the row is deleted when used) and other one-time values.
  await db.schema
    .createTable("verifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expires_at", time, (col) => col.notNull())
    .addColumn("created_at", time, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn("updated_at", time, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .execute();
  await db.schema.createIndex("verifications_identifier_idx").on("verifications").column("identifier").execute();

  // better-auth's per-client limiter, shared by every instance through the database.
  await db.schema
    .createTable("rate_limits")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("key", "text", (col) => col.notNull().unique())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("last_request", "bigint", (col) => col.notNull())
    .execute();

  // Ours: sign-in attempts per e-mail address (hashed), whoever sends them.
  await db.schema
    .createTable("auth_attempts")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("window_started_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["auth_attempts", "rate_limits", "verifications", "accounts", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
