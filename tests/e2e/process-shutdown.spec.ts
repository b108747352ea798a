import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../../server/testing/free-port.ts";

/**
 * `npm start` as an operator runs it, stopped as a process manager stops it: SIGTERM to the npm
 * process while requests are in flight. Every request must be answered, npm must exit 0, and no
 * process of its group may be left behind (the Node server used to be orphaned under a shell).
 * No browser: plain HTTP against a server of its own, with its own database and port.
 */

const root = join(import.meta.dirname, "../..");
const requestCount = 50;

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

type Answer = { status: number; body: string };

/** One request on its own connection; `connected` resolves once its TCP connection is up. */
function fire(port: number, path: string): { connected: Promise<void>; answered: Promise<Answer> } {
  let onConnect: () => void = () => {};
  const connected = new Promise<void>((resolve) => {
    onConnect = resolve;
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("socket", (socket) => socket.once("connect", onConnect));
    req.on("error", reject);
    req.end();
  });
  return { connected, answered };
}

test.describe("npm start and SIGTERM", () => {
  let dir: string;
  let npm: ChildProcess | undefined;

  test.beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "passerelle-shutdown-"));
  });

  test.afterEach(() => {
    if (npm?.pid && groupAlive(npm.pid)) process.kill(-npm.pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  test("answers the 50 requests in flight, exits 0 and leaves no process behind", async () => {
    test.setTimeout(60_000);
    // The run's build snapshot (playwright.config.ts) with the project's own package.json beside
    // it, so the real `start` script runs and a rebuild elsewhere cannot swap the build mid-test.
    const serverDir = process.env.E2E_SERVER_DIR ?? root;
    if (serverDir !== root) copyFileSync(join(root, "package.json"), join(serverDir, "package.json"));
    const port = await freePort();

    let output = "";
    // detached: npm leads a process group of its own (setsid), so the group can be checked after.
    npm = spawn("npm", ["start"], {
      cwd: serverDir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: `file:${join(dir, "db.sqlite")}`,
        LOG_LEVEL: "info",
        SHUTDOWN_GRACE_MS: "15000",
      },
    });
    npm.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    npm.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const pgid = npm.pid!;
    const exited = new Promise<number | null>((resolve) => npm!.once("exit", (code) => resolve(code)));

    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
        timeout: 20_000,
        message: `server did not start:\n${output}`,
      })
      .toBe(200);

    const requests = Array.from({ length: requestCount }, (_, i) =>
      fire(port, i % 2 === 0 ? "/visa/salarie" : "/api/health"),
    );
    let answeredBeforeSignal = 0;
    for (const { answered } of requests)
      void answered.then(
        () => answeredBeforeSignal++,
        () => {},
      );
    // Every request has reached the server's socket: from here on it is the server's to answer.
    await Promise.all(requests.map((r) => r.connected));
    process.kill(pgid, "SIGTERM");
    const countAtSignal = answeredBeforeSignal;

    const answers = await Promise.allSettled(requests.map((r) => r.answered));
    const failures = answers.flatMap((a, i) => (a.status === "rejected" ? [`#${i}: ${String(a.reason)}`] : []));
    expect(failures, output).toEqual([]);
    const statuses = answers.map((a) => (a.status === "fulfilled" ? a.value.status : 0));
    expect(statuses).toEqual(Array(requestCount).fill(200));
    for (const [i, answer] of answers.entries()) {
      if (answer.status === "fulfilled" && i % 2 === 0) expect(answer.value.body).toContain("</html>");
    }
    // The test means something only if the signal came while some were still unanswered.
    expect(countAtSignal).toBeLessThan(requestCount);

    expect(await exited, output).toBe(0);
    expect(groupAlive(pgid), `processes left in group ${pgid}`).toBe(false);
    expect(output).toContain("shut down cleanly");
    // The server stopped accepting: a new connection is refused.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
