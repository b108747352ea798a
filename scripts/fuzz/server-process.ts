import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../server/testing/free-port.ts";
import { productionServerEnv, waitForHealth } from "../../server/testing/production-server.ts";
import { startCommand } from "../../server/testing/start-command.ts";

export type ServerProcess = {
  port: number;
  pid: number;
  logFile: string;
  alive(): boolean;
  exitReason(): string | undefined;
  rssMiB(): number;
  stop(): Promise<void>;
};

/**
 * The production build as `npm start` runs it, on loopback, with its own SQLite file. It is the
 * leader of its own process group (detached = setsid), so stopping it stops anything it started.
 * TRUST_PROXY lets each request claim its own client address (X-Forwarded-For), so the rate
 * limits answer 429 per claimed client and the other requests still reach the handlers.
 */
export async function startServer(
  dataDir: string,
  database: { url: string; authSecret: string },
): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = join(dataDir, "server.log");
  const log = createWriteStream(logFile);
  // npm start's Node flags and environment (ADR 0049), so the memory line is production's.
  const start = startCommand();
  const child: ChildProcess = spawn(process.execPath, [...start.flags, "build/server/index.js"], {
    env: productionServerEnv(port, database.url, {
      ...start.env,
      BETTER_AUTH_SECRET: database.authSecret,
      TRUST_PROXY: "true",
      // A guide the fuzz asks for is printed then; the six at start would only slow the run.
      PDF_WARM_AT_START: "false",
      // One line per request (with its status) and every error: the report reads both.
      LOG_LEVEL: "info",
    }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exit: string | undefined;
  child.on("exit", (code, signal) => {
    exit = signal ? `killed by ${signal}` : `exited with code ${code}`;
  });
  const pid = child.pid ?? -1;

  const server: ServerProcess = {
    port,
    pid,
    logFile,
    alive: () => exit === undefined,
    exitReason: () => exit,
    rssMiB() {
      try {
        return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
      } catch {
        return Number.NaN;
      }
    },
    async stop() {
      if (exit === undefined) {
        try {
          process.kill(-pid, "SIGTERM");
        } catch {}
        for (let i = 0; i < 100 && exit === undefined; i++) await new Promise((r) => setTimeout(r, 50));
      }
      // Whatever is left of the group (the server ignoring SIGTERM, a child it started) goes now.
      try {
        process.kill(-pid, "SIGKILL");
      } catch {}
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };

  if (await waitForHealth(`http://127.0.0.1:${port}`, 200, () => exit !== undefined)) return server;
  await server.stop();
  throw new Error(
    `the server did not answer /api/health (${exit ?? "still running"}); its log:\n${readFileSync(logFile, "utf8")}`,
  );
}
