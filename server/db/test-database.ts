import { createHash, randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { createDatabase, type Db, type Engine } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

/**
 * Test support: the engines every database test runs on. SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each fresh database is migrated and isolated: its own
 * SQLite file, or its own PostgreSQL schema that no other test uses at the same time.
 *
 * Migrating runs some 160 statements; done for each of about two thousand tests, it was most of
 * the unit suite's time. So the migrations run once into a template, and a fresh database starts
 * from it: a copy of the file on SQLite, a leased schema emptied back to the template's rows on
 * PostgreSQL. Templates are named by a hash of the migrations, so a changed migration gets a new
 * one rather than a stale copy.
 */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export type FreshDatabase = { db: Db; engine: Engine; url: string; postgresSchema?: string; dispose(): Promise<void> };

export async function freshDatabase(engine: Engine): Promise<FreshDatabase> {
  return engine === "postgres" ? freshPostgresDatabase() : freshSqliteDatabase();
}

/** Changes whenever a migration (or the code that runs them) does, and names the template. */
const migrationsFingerprint = (() => {
  const hash = createHash("sha256");
  const migrations = new URL("./migrations/", import.meta.url);
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(new URL(name, migrations)));
  hash.update(readFileSync(new URL("./migrate.ts", import.meta.url)));
  return hash.digest("hex").slice(0, 16);
})();

// ---------------------------------------------------------------------------------------------
// SQLite: a migrated file, copied.

let sqliteTemplate: Promise<string> | undefined;

/** The migrated template file of this process, made on first use and removed when it exits. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "passerelle-db-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "template.sqlite");
    const db = createDatabase(`file:${file}`);
    await migrateToLatest(db);
    // Everything into the main file, so copying that one file copies the whole database.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await db.destroy();
    return file;
  })();
  return sqliteTemplate;
}

async function freshSqliteDatabase(): Promise<FreshDatabase> {
  const template = await migratedSqliteFile();
  const dir = mkdtempSync(join(tmpdir(), "passerelle-db-"));
  const file = join(dir, "test.sqlite");
  copyFileSync(template, file);
  const url = `file:${file}`;
  const db = createDatabase(url);
  return {
    db,
    engine: "sqlite",
    url,
    async dispose() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: migrated schemas, leased and emptied.
//
// Cloning a database (CREATE DATABASE … TEMPLATE) forces checkpoints and cost more than migrating;
// copying a schema means replaying its DDL, which is what migrating costs. So schemas are reused:
// a test leases a migrated schema, and the next lease empties it and puts back the rows the
// migrations wrote, copied from a template schema that is never leased. The lease table lives in
// the server's default schema, so every test process of a run (and later runs on the same server)
// shares the pool; a process killed holding a lease leaves that schema leased, never half-reset.

const leaseTable = "passerelle_test_schemas";
/** Tables the migrator keeps for itself: a leased schema keeps its record of what ran. */
export const migratorTables = ["kysely_migration", "kysely_migration_lock"];

/** One connection pool per test process for the leases; it lets the process exit when idle. */
let serverPool: pg.Pool | undefined;

async function withServer<T>(serverUrl: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  serverPool ??= new pg.Pool({ connectionString: serverUrl, max: 2, idleTimeoutMillis: 1_000, allowExitOnIdle: true });
  const client = await serverPool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

async function migrateSchema(serverUrl: string, schema: string): Promise<void> {
  const db = createDatabase(serverUrl, { postgresSchema: schema });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/** The tables of a schema that tests write to (the migrator's own are left alone). */
async function tablesOf(client: pg.PoolClient, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'",
    [schema],
  );
  return rows.map((row) => row.name).filter((name) => !migratorTables.includes(name));
}

type Template = { schema: string; tables: string[]; seeded: string[] };
let postgresTemplate: Promise<Template> | undefined;

/** The never-leased migrated schema of these migrations: built once per server, under a lock. */
function migratedPostgresTemplate(serverUrl: string): Promise<Template> {
  postgresTemplate ??= withServer(serverUrl, async (client) => {
    const schema = `test_template_${migrationsFingerprint}`;
    await client.query("select pg_advisory_lock(hashtext($1))", [leaseTable]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS public.${leaseTable} (name text PRIMARY KEY, fingerprint text NOT NULL, leased boolean NOT NULL)`,
      );
      const { rowCount } = await client.query(`select 1 from public.${leaseTable} where name = $1`, [schema]);
      if (!rowCount) {
        // A template left half-built by a killed run is dropped and built again.
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.query(`CREATE SCHEMA ${schema}`);
        await migrateSchema(serverUrl, schema);
        await client.query(`insert into public.${leaseTable} values ($1, $2, true)`, [schema, migrationsFingerprint]);
      }
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [leaseTable]);
    }
    const tables = await tablesOf(client, schema);
    const seeded: string[] = [];
    for (const table of tables) {
      const { rowCount } = await client.query(`select 1 from ${schema}.${table} limit 1`);
      if (rowCount) seeded.push(table);
    }
    return { schema, tables, seeded };
  });
  return postgresTemplate;
}

/**
 * Back to the rows the migrations left. DELETE with foreign keys unchecked (replica mode) is
 * several times faster than TRUNCATE on these small tables, which makes new files for each one;
 * it needs a superuser, which scripts/start-postgres.sh's is, else TRUNCATE does it.
 */
async function emptyToTemplate(client: pg.PoolClient, schema: string, template: Template): Promise<void> {
  await client.query("begin");
  try {
    await client.query("savepoint replica");
    try {
      await client.query("set local session_replication_role = replica");
      for (const table of template.tables) await client.query(`delete from ${schema}.${table}`);
    } catch {
      await client.query("rollback to savepoint replica");
      await client.query(`TRUNCATE ${template.tables.map((table) => `${schema}.${table}`).join(", ")}`);
    }
    for (const table of template.seeded) {
      await client.query(`insert into ${schema}.${table} select * from ${template.schema}.${table}`);
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/** A free migrated schema, emptied back to what the migrations left; or a new one. */
async function leaseSchema(serverUrl: string, template: Template): Promise<string> {
  return withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `update public.${leaseTable} set leased = true
       where name = (select name from public.${leaseTable} where not leased and fingerprint = $1 limit 1 for update skip locked)
       returning name`,
      [migrationsFingerprint],
    );
    const reused = rows[0]?.name;
    if (reused) {
      await emptyToTemplate(client, reused, template);
      return reused;
    }
    const schema = `test_${randomUUID().replaceAll("-", "")}`;
    await client.query(`CREATE SCHEMA ${schema}`);
    await migrateSchema(serverUrl, schema);
    await client.query(`insert into public.${leaseTable} values ($1, $2, true)`, [schema, migrationsFingerprint]);
    return schema;
  });
}

async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const template = await migratedPostgresTemplate(url);
  const schema = await leaseSchema(url, template);
  const db = createDatabase(url, { postgresSchema: schema });
  return {
    db,
    engine: "postgres",
    url,
    postgresSchema: schema,
    async dispose() {
      await db.destroy();
      await withServer(url, (client) =>
        client.query(`update public.${leaseTable} set leased = false where name = $1`, [schema]),
      );
    },
  };
}
