import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { createDatabase, type Db, type Engine } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

/**
 * Test support: the engines every database test runs on. SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each fresh database is migrated and isolated:
 * a new SQLite file, or a new PostgreSQL schema dropped afterwards.
 */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export type FreshDatabase = { db: Db; engine: Engine; url: string; postgresSchema?: string; dispose(): Promise<void> };

export async function freshDatabase(engine: Engine): Promise<FreshDatabase> {
  if (engine === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `test_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const db = createDatabase(url, { postgresSchema: schema });
    await migrateToLatest(db);
    return {
      db,
      engine,
      url,
      postgresSchema: schema,
      async dispose() {
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
        await db.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "passerelle-db-"));
  const url = `file:${join(dir, "test.sqlite")}`;
  const db = createDatabase(url);
  await migrateToLatest(db);
  return {
    db,
    engine,
    url,
    async dispose() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
