import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Generated, Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createNodeSqliteDialect } from "./node-sqlite-dialect.ts";

type Schema = { notes: { id: Generated<number>; body: string } };

describe("SQLite transactions", () => {
  let dir: string;
  let file: string;
  let db: Kysely<Schema>;
  let otherProcess: DatabaseSync;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "passerelle-sqlite-"));
    file = join(dir, "app.sqlite");
    db = new Kysely<Schema>({ dialect: createNodeSqliteDialect(file) });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    // Another connection to the same file, as `npm run admin:create` or a second server would hold.
    otherProcess = new DatabaseSync(file);
    otherProcess.exec("PRAGMA busy_timeout = 0");
  });

  afterEach(async () => {
    otherProcess.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a transaction that reads, then writes, is not broken by another connection's write in between", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("notes").selectAll().execute();
      // The write lock is ours from the start: the other connection has to wait (here: it gives up).
      expect(() => otherProcess.exec("insert into notes (body) values ('elsewhere')")).toThrow(/locked/);
      await trx.insertInto("notes").values({ body: "ours" }).execute();
    });
    expect(await db.selectFrom("notes").select("body").execute()).toEqual([{ body: "ours" }]);
  });

  it("another connection writes normally once the transaction has committed", async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("notes").values({ body: "ours" }).execute();
    });
    otherProcess.exec("insert into notes (body) values ('elsewhere')");
    expect((await db.selectFrom("notes").select("body").orderBy("id").execute()).map((row) => row.body)).toEqual([
      "ours",
      "elsewhere",
    ]);
  });
});

describe("SQLite's kept statements", () => {
  let dir: string;
  let db: Kysely<Schema>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "passerelle-sqlite-"));
    db = new Kysely<Schema>({ dialect: createNodeSqliteDialect(join(dir, "app.sqlite")) });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a query run again after the table changed sees the new column and the new rows", async () => {
    await db.insertInto("notes").values({ body: "first" }).execute();
    expect(await db.selectFrom("notes").selectAll().execute()).toEqual([{ id: 1, body: "first" }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    await db.insertInto("notes").values({ body: "second" }).execute();
    // The same SQL text as the first select: its kept statement is recompiled by SQLite.
    expect(await db.selectFrom("notes").selectAll().execute()).toEqual([
      { id: 1, body: "first", pinned: 0 },
      { id: 2, body: "second", pinned: 0 },
    ]);
  });

  it("more distinct queries than are kept all still answer, each with its own values", async () => {
    for (let i = 0; i < 700; i++) {
      const rows = await sql<{ n: number }>`select ${sql.lit(i)} + ${i} as n`.execute(db);
      expect(rows.rows).toEqual([{ n: 2 * i }]);
    }
    // The first ones were dropped from the cache and compile again.
    expect((await sql<{ n: number }>`select ${sql.lit(0)} + ${5} as n`.execute(db)).rows).toEqual([{ n: 5 }]);
  });
});
