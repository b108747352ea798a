import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureEmail } from "../modules/email-capture/capture-email.ts";
import { createDatabase, type Db, type Engine } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "./test-database.ts";

/** A database with nothing in it yet, as on a first deployment. */
async function emptyDatabase(engine: Engine): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (engine === "postgres") {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const schema = `test_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const db = createDatabase(url, { postgresSchema: schema });
    return {
      db,
      async dispose() {
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
        await db.destroy();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "passerelle-empty-"));
  const db = createDatabase(`file:${join(dir, "nested", "app.sqlite")}`);
  return {
    db,
    async dispose() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(testEngines)("database on %s", (engine) => {
  describe("migrations", () => {
    it("create the schema on an empty database and apply nothing the second time", async () => {
      const empty = await emptyDatabase(engine);
      try {
        const applied = await migrateToLatest(empty.db);
        // The whole history, in order, from the first migration (later features append to it).
        expect(applied[0]).toBe("0001-foundation");
        expect(applied).toEqual([...applied].sort());
        expect(applied).toContain("0002-assessments-and-consultations");
        // Every start runs migrations; a second run (or a second instance) must be a no-op.
        expect(await migrateToLatest(empty.db)).toEqual([]);
        const tables = (await empty.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(
          expect.arrayContaining(["email_captures", "outbox", "assessments", "consultation_requests"]),
        );
      } finally {
        await empty.dispose();
      }
    });
  });

  describe("data", () => {
    let database: FreshDatabase;
    beforeEach(async () => {
      database = await freshDatabase(engine);
    });
    afterEach(async () => {
      await database.dispose();
    });

    const capture = (email: string) => ({
      id: randomUUID(),
      email,
      conversation_id: null,
      language: "en",
      source_page: null,
      created_at: new Date().toISOString(),
    });

    it("refuses a second row for the same address, whatever the code above it does", async () => {
      await database.db.insertInto("email_captures").values(capture("dup@example.com")).execute();
      await expect(
        database.db.insertInto("email_captures").values(capture("dup@example.com")).execute(),
      ).rejects.toThrow(/unique|duplicate/i);
      const rows = await database.db.selectFrom("email_captures").select("email").execute();
      expect(rows).toEqual([{ email: "dup@example.com" }]);
    });

    it("keeps a committed capture and its queued e-mail after the database is closed and reopened", async () => {
      // The app's own connection, used and then shut down as on a restart.
      const app = createDatabase(database.url, { postgresSchema: database.postgresSchema });
      const result = await captureEmail(
        app,
        { email: "keep@example.com", conversationId: "conv-1", language: "fr", sourcePage: "/fr" },
        "http://localhost:3000",
      );
      expect(result).toEqual({ isNew: true, status: "subscribed", emailSent: true });
      await app.destroy();
      // With SQLite, close every handle on the file, so what we read back comes from disk.
      if (engine === "sqlite") await database.db.destroy();

      const reopened = createDatabase(database.url, { postgresSchema: database.postgresSchema });
      try {
        expect(
          await reopened.selectFrom("email_captures").select(["email", "conversation_id", "language"]).execute(),
        ).toEqual([{ email: "keep@example.com", conversation_id: "conv-1", language: "fr" }]);
        expect(await reopened.selectFrom("outbox").select(["to_address", "status"]).execute()).toEqual([
          { to_address: "keep@example.com", status: "pending" },
        ]);
        // Reopening an up-to-date database migrates nothing and loses nothing.
        expect(await migrateToLatest(reopened)).toEqual([]);
      } finally {
        await reopened.destroy();
      }
    });
  });
});
