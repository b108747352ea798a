import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/database.ts";
import { testEngines } from "../../db/test-database.ts";

/**
 * The sweep of orphan files (ADR 0067) runs when the server starts (then hourly), so what a SIGKILL left
 * goes with the next start. The real runtime (bootRuntime) in a process of its own, started on an
 * uploads folder holding an hour-old half-received file and an hour-old stored file no row names,
 * beside a fresh one of each.
 */
const apiProcess = join(import.meta.dirname, "../../testing/api-process.ts");
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own for the process: a SQLite file, or a new PostgreSQL database. */
async function databaseUrlFor(engine: string, dir: string): Promise<string> {
  if (engine !== "postgres") return `file:${join(dir, "app.sqlite")}`;
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `orphans_${Date.now()}`;
  const admin = createDatabase(serverUrl);
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  await admin.destroy();
  cleanups.push(async () => {
    const again = createDatabase(serverUrl);
    await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(again);
    await again.destroy();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function startApi(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [apiProcess], {
    // No guides printed at start: nothing here reads them.
    env: { ...process.env, PORT: "0", LOG_LEVEL: "silent", NODE_ENV: "test", PDF_WARM_AT_START: "false", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (/listening \d+/.test(chunk.toString())) resolve();
    });
    child.once("exit", (code) => reject(new Error(`API process exited early (${code})`)));
  });
}

describe.each(testEngines)("the uploads sweep at start-up on %s", (engine) => {
  it("removes what an earlier crash left once it is an hour old, and keeps what is fresh", async () => {
    const dir = await mkdtemp(join(tmpdir(), "passerelle-orphans-startup-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const uploadsDir = join(dir, "uploads");
    const caseDir = join(uploadsDir, "cases", crypto.randomUUID());
    await mkdir(join(uploadsDir, ".incoming"), { recursive: true });
    await mkdir(caseDir, { recursive: true });
    const old = [join(uploadsDir, ".incoming", "a.upload"), join(caseDir, crypto.randomUUID())];
    const fresh = [join(uploadsDir, ".incoming", "b.upload"), join(caseDir, crypto.randomUUID())];
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const path of [...old, ...fresh]) await writeFile(path, "%PDF-1.7 left by a crash");
    for (const path of old) await utimes(path, twoHoursAgo, twoHoursAgo);

    await startApi({ DATABASE_URL: await databaseUrlFor(engine, dir), UPLOADS_DIR: uploadsDir });

    const present = async () =>
      (await readdir(uploadsDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
    // The sweep starts with the server and does not hold up its start: wait for it (5 s at most).
    for (let waited = 0; waited < 5000 && (await present()).length > fresh.length; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await present()).toEqual([...fresh].sort());
  });
});
