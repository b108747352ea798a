import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "./db/database.ts";
import { testEngines } from "./db/test-database.ts";

// What a visitor was told is stored must survive a crash: the server is killed with SIGKILL
// (no shutdown hook runs) right after answering 2xx, then the database is opened again.

const children: ChildProcess[] = [];
const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function startApiProcess(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, "testing/api-process.ts")], {
    // No guides printed at start: each kill and restart would begin printing them again.
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      PDF_WARM_AT_START: "false",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once("exit", (code) => reject(new Error(`API process exited early (${code})`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

describe.each(testEngines)("durability on %s", (engine) => {
  it("keeps an acknowledged e-mail capture after SIGKILL and across restarts", async () => {
    let databaseUrl: string;
    if (engine === "postgres") {
      // A fresh database per run keeps this test independent of the others.
      const admin = createDatabase(process.env.TEST_DATABASE_URL!);
      const name = `durability_${Date.now()}`;
      await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
      await admin.destroy();
      cleanups.push(async () => {
        const again = createDatabase(process.env.TEST_DATABASE_URL!);
        await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(again);
        await again.destroy();
      });
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    } else {
      const dir = mkdtempSync(join(tmpdir(), "passerelle-durability-"));
      dirs.push(dir);
      databaseUrl = `file:${join(dir, "app.sqlite")}`;
    }

    const first = await startApiProcess(databaseUrl);
    const response = await fetch(`${first.base}/api/email-capture`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "Crash.Test@example.com" }),
    });
    expect(response.status).toBe(201);
    await killed(first.child);

    const db = createDatabase(databaseUrl);
    const rows = await db.selectFrom("email_captures").select("email").execute();
    const queued = await db.selectFrom("outbox").select("to_address").execute();
    await db.destroy();
    expect(rows.map((r) => r.email)).toEqual(["crash.test@example.com"]);
    expect(queued.map((r) => r.to_address)).toEqual(["crash.test@example.com"]);

    // A restarted server sees the same row and still treats the address as known.
    const second = await startApiProcess(databaseUrl);
    const again = await fetch(`${second.base}/api/email-capture`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "crash.test@example.com" }),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "already_subscribed" });
    await killed(second.child);
  });
});

describe("graceful shutdown", () => {
  it("finishes a request in flight when SIGTERM arrives, then exits cleanly", async () => {
    const dir = mkdtempSync(join(tmpdir(), "passerelle-shutdown-"));
    dirs.push(dir);
    const { child, base } = await startApiProcess(`file:${join(dir, "app.sqlite")}`);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    const inFlight = fetch(`${base}/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill("SIGTERM");

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("finished");
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
