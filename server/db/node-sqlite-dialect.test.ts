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
