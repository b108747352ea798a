import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { freePort } from "../../server/testing/free-port.ts";
import { productionServerEnv, waitForHealth } from "../../server/testing/production-server.ts";
import { startCommand } from "../../server/testing/start-command.ts";

/** One production server of the cluster: the built `npm start` process, its address and its log. */
export type Instance = {
  name: string;
  base: string;
  pid: number;
  logFile: string;
  alive(): boolean;
  /** SIGKILL to its process group: no shutdown hook runs. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM (then SIGKILL after 10 s); resolves once it has exited. */
  stop(): Promise<void>;
  /** The last lines of its log, for a failure's report. */
  logTail(lines?: number): string;
};

/**
 * A copy of build/ taken under the build lock (as `npm run bench` does), inside the project so the
 * server still resolves its packages from node_modules: a rebuild during the run cannot swap the
 * files under the servers, and the lock is not held while they run.
 */
export function snapshotBuild(runDir: string): string {
  if (!existsSync("build/server/index.js")) throw new Error("No production build found: run `npm run build` first.");
  const serverDir = resolve("node_modules/.cache/passerelle-cluster", runDir);
  mkdirSync(serverDir, { recursive: true });
  const target = join(serverDir, "build");
  try {
    execFileSync("flock", ["/tmp/passerelle-build.lock", "cp", "-R", "build", target], { stdio: "pipe" });
  } catch (error) {
    // No `flock` on this machine: copy without the lock.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    cpSync("build", target, { recursive: true });
  }
  if (!existsSync(join(target, "server/index.js"))) throw new Error("the copy of build/ has no server/index.js");
  return serverDir;
}

/**
 * Starts the production server from `serverDir` as `npm start` runs it (its Node flags and
 * environment, read from package.json), on a free loopback port, in its own process group.
 * Resolves once /api/health answers; throws with its log if it exits or does not answer in 60 s
 * (two servers migrating one database on two busy cores).
 */
export async function startInstance(
  name: string,
  serverDir: string,
  dataDir: string,
  databaseUrl: string,
  settings: Record<string, string>,
): Promise<Instance> {
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, "server.log");
  const log = createWriteStream(logFile);
  const start = startCommand();
  const child: ChildProcess = spawn(process.execPath, [...start.flags, "build/server/index.js"], {
    cwd: serverDir,
    env: productionServerEnv(port, databaseUrl, { ...start.env, ...settings }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = false;
  const exit = new Promise<void>((done) =>
    child.once("exit", () => {
      exited = true;
      done();
    }),
  );
  const pid = child.pid ?? -1;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {}
  };
  const instance: Instance = {
    name,
    base: `http://127.0.0.1:${port}`,
    pid,
    logFile,
    alive: () => !exited,
    async kill() {
      if (!exited) signal("SIGKILL");
      await exit;
    },
    async stop() {
      if (exited) return;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 10_000);
      await exit;
      clearTimeout(timer);
      // Whatever the server started (a PDF printer) goes with it.
      signal("SIGKILL");
    },
    logTail(lines = 30) {
      try {
        return readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "(no log)";
      }
    },
  };
  if (await waitForHealth(instance.base, 600, () => exited)) return instance;
  await instance.stop();
  throw new Error(`instance ${name} did not answer /api/health; its log:\n${instance.logTail()}`);
}

/** Removes a snapshot made by snapshotBuild. */
export function removeSnapshot(serverDir: string): void {
  rmSync(serverDir, { recursive: true, force: true });
}
