import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { createNodeSqliteDialect } from "./node-sqlite-dialect.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";
export type Db = Kysely<Database>;

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? "postgres" : "sqlite";
}

/**
 * `file:data/passerelle.sqlite` (the embedded default) or `postgres://…`.
 * `postgresSchema` isolates a test run inside a shared PostgreSQL database.
 */
export function createDatabase(databaseUrl: string, options: { postgresSchema?: string } = {}): Db {
  if (engineOf(databaseUrl) === "postgres") {
    // pg is loaded with the first connection: a server on the embedded SQLite never holds it (ADR 0049).
    const pool = async () => {
      const { default: pg } = await import("pg");
      return new pg.Pool({
        connectionString: databaseUrl,
        max: 10,
        ...(options.postgresSchema ? { options: `-c search_path=${options.postgresSchema}` } : {}),
      });
    };
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const filename = databaseUrl.replace(/^file:/, "");
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  return new Kysely<Database>({ dialect: createNodeSqliteDialect(filename) });
}

/** Readiness probe: a trivial round trip. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.selectNoFrom((eb) => eb.val(1).as("ok")).execute();
}
