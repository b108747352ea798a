import { type Kysely, PostgresAdapter } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * better-auth's tables hold Date objects and booleans on PostgreSQL, ISO text and 0/1 on SQLite
 * (migration 0003). Reads that bypass better-auth go through these.
 */
export function isoTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function flag(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** A boolean as the engine stores it in better-auth's tables: true/false on PostgreSQL, 1/0 on SQLite. */
export function storedFlag(db: Kysely<Database>, value: boolean): boolean | number {
  return db.getExecutor().adapter instanceof PostgresAdapter ? value : value ? 1 : 0;
}
