import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { bucketSettingsFrom, createBucketIfMissing } from "../../scripts/create-bucket.ts";
import { loadConfig, s3Variables } from "../../server/config.ts";
import { sharedDeploymentProblems } from "../../server/shared-deployment.ts";
import { startLoopbackS3 } from "../../server/testing/loopback-s3.ts";
import { startCommand } from "../../server/testing/start-command.ts";

/**
 * The container image and the compose file (ADR 0074). Docker does not run on these machines, so
 * nothing here builds or starts a container: the files are linted (Dockerfile: dockerfile-utils;
 * compose.yaml: dclint, the compose specification's schema and its rules; the proxy's
 * configuration: `haproxy -c`, from Debian, which scripts/test-all.sh installs), what they must say
 * is asserted, and the parts that run without Docker are run: the image's start command on a bare
 * Node 24, the bucket creator against a loopback S3 store, HAProxy's readiness checks against two
 * stand-in instances.
 */

const packageJson = JSON.parse(readFileSync("package.json", "utf8"));

type Run = { status: number | null; output: string };
function run(command: string, args: string[], options: { cwd?: string } = {}): Run {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 30_000, ...options });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}
/** The linters' own entry points, run by this Node 24 (never the machine's older one). */
const lintDockerfile = (path: string) =>
  run(process.execPath, ["node_modules/dockerfile-utils/bin/dockerfile-utils", "lint", path]);
const lintCompose = (path: string, cwd?: string) =>
  run(process.execPath, [join(process.cwd(), "node_modules/dclint/bin/dclint.cjs"), "--max-warnings", "0", path], {
    cwd,
  });

// ---------------------------------------------------------------------------------------------------
// The Dockerfile, read as Docker reads it: comments dropped, continued lines joined, split in stages.

type Instruction = { keyword: string; args: string };
function instructionsOf(text: string): Instruction[] {
  const logical = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  return logical
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}
const dockerfileText = readFileSync("Dockerfile", "utf8");
const instructions = instructionsOf(dockerfileText);
const stages = new Map<string, Instruction[]>();
{
  let current: Instruction[] | null = null;
  for (const instruction of instructions) {
    if (instruction.keyword === "FROM") {
      current = [];
      stages.set(/\bAS\s+(\S+)$/i.exec(instruction.args)?.[1] ?? instruction.args, current);
    } else current?.push(instruction);
  }
}
const stage = (name: string) => stages.get(name) ?? [];
const argsOf = (name: string, keyword: string) =>
  stage(name)
    .filter((instruction) => instruction.keyword === keyword)
    .map((instruction) => instruction.args);

/**
 * A script's commands without comments: a timed step (`step "build" npm run build`) read as its
 * command, and a command run in the background with its output kept (`npm ci >"$log" 2>&1 &`) as
 * the command alone.
 */
const commandLines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.replace(/^(?:ci_)?step\s+"[^"]*"\s+/, "").replace(/\s+\d*>.*$|\s+&$/, ""));

describe("the Dockerfile", () => {
  it("passes dockerfile-utils' lint, which does catch a broken file", async () => {
    const clean = lintDockerfile("Dockerfile");
    expect(clean.output).toBe("");
    expect(clean.status).toBe(0);

    const directory = await mkdtemp(join(tmpdir(), "passerelle-dockerfile-"));
    try {
      const broken = join(directory, "Dockerfile");
      await writeFile(broken, dockerfileText.replace("EXPOSE 3000", "EXPOSE three-thousand"));
      const result = lintDockerfile(broken);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain("Invalid containerPort");
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("builds from the Node 24 that package.json, .nvmrc and the node devDependency pin", () => {
    const nodeVersion = packageJson.engines.node;
    expect(packageJson.devDependencies.node).toBe(nodeVersion);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(nodeVersion);
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfileText)?.[1];
    expect(image).toBe(`node:${nodeVersion}-bookworm-slim`);
    expect([...stages.keys()]).toEqual(["build", "runtime"]);
    for (const from of instructions.filter((instruction) => instruction.keyword === "FROM"))
      expect(from.args).toMatch(/^\$\{NODE_IMAGE\} AS /);
  });

  it("installs and builds with .ci/run's own steps, so CI exercises them on every change", () => {
    expect(argsOf("build", "RUN")).toEqual(["npm ci", "npm run build"]);
    // .ci/run: `npm ci`, then `npm test`, which is scripts/test-all.sh, which runs `npm run build`.
    expect(commandLines(".ci/run")).toEqual(expect.arrayContaining(["npm ci", "npm test"]));
    expect(packageJson.scripts.test).toBe("bash scripts/test-all.sh");
    expect(commandLines("scripts/test-all.sh")).toContain("npm run build");
  });

  it("runs on production dependencies only, as a user who is not root, without a browser", () => {
    const runtimeRuns = argsOf("runtime", "RUN");
    expect(runtimeRuns[0]).toMatch(/^npm ci --omit=dev(\s|$)/);
    expect(runtimeRuns.filter((command) => /\bnpm (ci|install|i)\b/.test(command))).toHaveLength(1);
    const users = argsOf("runtime", "USER");
    expect(users).toEqual(["node"]);
    // Everything after USER runs as that user, the server above all.
    const runtime = stage("runtime");
    expect(runtime.findIndex((i) => i.keyword === "USER")).toBeLessThan(runtime.findIndex((i) => i.keyword === "CMD"));
    // PDFs come from Typst in the dependencies (ADR 0069): nothing installs a browser or its driver.
    const steps = instructions.map((instruction) => `${instruction.keyword} ${instruction.args}`).join("\n");
    expect(steps).not.toMatch(/chrom|playwright|puppeteer|apt-get|apk add/i);
  });

  it("checks /api/ready, exposes the server's port and keeps data/ in a volume", () => {
    const [healthcheck] = argsOf("runtime", "HEALTHCHECK");
    expect(healthcheck).toContain("/api/ready");
    expect(healthcheck).toContain("r.status === 200");
    expect(argsOf("runtime", "EXPOSE")).toEqual(["3000"]);
    expect(argsOf("runtime", "ENV")).toContain("HOST=0.0.0.0 PORT=3000");
    expect(argsOf("runtime", "VOLUME")).toEqual(['["/app/data"]']);
    expect(argsOf("runtime", "WORKDIR")).toEqual(["/app"]);
    expect(argsOf("runtime", "CMD")).toEqual(['["sh", "/app/scripts/container-start.sh"]']);
  });

  it("copies only files that exist and that .dockerignore lets through", () => {
    const ignored = commandLines(".dockerignore");
    const copies = instructions.filter(
      (instruction) => instruction.keyword === "COPY" && !instruction.args.startsWith("--from"),
    );
    const sources = copies.flatMap((copy) => copy.args.split(/\s+/).slice(0, -1)).filter((source) => source !== ".");
    expect(sources).toEqual(expect.arrayContaining(["scripts/container-start.sh", "scripts/create-bucket.ts"]));
    for (const source of sources) {
      expect(existsSync(source), source).toBe(true);
      expect(ignored.filter((pattern) => source === pattern || source.startsWith(`${pattern}/`))).toEqual([]);
    }
    // What the image builds from never includes installed, built or private files.
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", "build", "data", ".env", ".git"]));
  });
});

// ---------------------------------------------------------------------------------------------------
// The image's start command, run as in the image: a bare Node 24 on PATH, no npm, no devDependency.

describe("the image's start command (scripts/container-start.sh)", () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "passerelle-start-"));
    await mkdir(join(directory, "scripts"));
    await mkdir(join(directory, "build/server"), { recursive: true });
    await mkdir(join(directory, "bin"));
    await copyFile("package.json", join(directory, "package.json"));
    await copyFile("scripts/container-start.sh", join(directory, "scripts/container-start.sh"));
    await chmod(join(directory, "scripts/container-start.sh"), 0o755);
    // The image's `node`: this Node 24, alone on PATH with the system's shell tools.
    await symlink(process.execPath, join(directory, "bin/node"));
    // A stand-in server: says how it was started, then stops on SIGTERM as the real one does.
    await writeFile(
      join(directory, "build/server/index.js"),
      `process.on("SIGTERM", () => { process.stdout.write("stopped on SIGTERM\\n"); process.exit(0); });
process.stdout.write(JSON.stringify({ pid: process.pid, version: process.version, execArgv: process.execArgv,
  NODE_ENV: process.env.NODE_ENV, GLIBC_TUNABLES: process.env.GLIBC_TUNABLES }) + "\\n");
setInterval(() => {}, 1000);
`,
    );
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("runs package.json's start script on the Node found on PATH, which is then the process itself", async () => {
    const child = spawn("sh", [join(directory, "scripts/container-start.sh")], {
      cwd: "/",
      env: { PATH: `${join(directory, "bin")}:/usr/bin:/bin` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
      });
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
      });
      const started = Date.now();
      while (!output.includes("\n") && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 50));
      const seen = JSON.parse(output.split("\n")[0] ?? "");
      const { env, flags } = startCommand();
      expect(seen.version).toBe(`v${packageJson.engines.node}`);
      expect(seen.execArgv).toEqual(flags);
      expect({ NODE_ENV: seen.NODE_ENV, GLIBC_TUNABLES: seen.GLIBC_TUNABLES }).toEqual(env);
      // No npm and no shell left in between: Docker's SIGTERM reaches Node itself (ADR 0017, 0071).
      expect(seen.pid).toBe(child.pid);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain("stopped on SIGTERM");
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// compose.yaml

/** Compose's interpolation as on a machine that sets none of the variables: `${NAME:-default}`. */
function withDefaults(value: unknown): unknown {
  if (typeof value === "string")
    return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_, _name: string, fallback?: string) => fallback ?? "");
  if (Array.isArray(value)) return value.map(withDefaults);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDefaults(inner)]));
  return value;
}
type Service = {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  stop_grace_period?: string;
  init?: boolean;
};
const compose = withDefaults(parse(readFileSync("compose.yaml", "utf8"), { merge: true })) as {
  services: Record<string, Service>;
};
const services = compose.services;
const appNames = Object.keys(services).filter(
  (name) => services[name]?.build === "." && services[name]?.command === undefined,
);
const appEnvironment = services.app1?.environment ?? {};

describe("compose.yaml", () => {
  it("passes dclint (the compose specification's schema and its rules), which does catch a broken file", async () => {
    const clean = lintCompose("compose.yaml");
    expect(clean.output).toBe("");
    expect(clean.status).toBe(0);

    const directory = await mkdtemp(join(tmpdir(), "passerelle-compose-"));
    try {
      await writeFile(
        join(directory, "compose.yaml"),
        readFileSync("compose.yaml", "utf8").replace("stop_grace_period:", "stop_grace_periods:"),
      );
      const result = lintCompose("compose.yaml", directory);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain("must NOT have additional properties");
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("has two instances of the image behind a proxy, PostgreSQL, an S3 store and a mail catcher", () => {
    expect(appNames).toEqual(["app1", "app2"]);
    for (const name of appNames) {
      expect(services[name]?.image).toBe("passerelle:local");
      expect(services[name]?.init).toBe(true);
    }
    expect(services.proxy?.image).toMatch(/^haproxy:\d+\.\d+\.\d+/);
    expect(services.proxy?.volumes).toContain("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    expect(services.postgres?.image).toMatch(/^postgres:\d+\.\d+/);
    expect(services.s3?.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    // Every image pinned to a version.
    for (const [name, service] of Object.entries(services))
      if (service.image !== "passerelle:local") expect(service.image, name).toMatch(/:[^:]*\d[^:]*$/);
    // Published on this machine's loopback only: the defaults are for trying it out.
    const published = Object.values(services).flatMap((service) => service.ports ?? []);
    expect(published.sort()).toEqual(["127.0.0.1:8025:8025", "127.0.0.1:8080:8080"]);
  });

  it("gives the instances every setting the server needs on PostgreSQL, beyond loopback (ADR 0071)", () => {
    for (const name of ["BETTER_AUTH_SECRET", "PUBLIC_URL", "S3_BUCKET", ...s3Variables, "DATABASE_URL"])
      expect(appEnvironment[name], name).toBeTruthy();
    expect(services.app2?.environment).toEqual(appEnvironment);
    // The server's own checks accept it: its configuration and the shared-deployment check.
    const config = loadConfig(appEnvironment);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(sharedDeploymentProblems(config, appEnvironment)).toEqual([]);
    // …and no setting falls back to one instance's own disk or secret.
    expect(config.UPLOADS_DIR_SHARED).toBe(false);
    expect(config.TRUST_PROXY).toBe(1);
  });

  it("points the instances at the services it runs, with the same credentials", () => {
    const database = new URL(appEnvironment.DATABASE_URL ?? "");
    const postgres = services.postgres?.environment ?? {};
    expect(database.hostname).toBe("postgres");
    expect(decodeURIComponent(database.username)).toBe(postgres.POSTGRES_USER);
    expect(decodeURIComponent(database.password)).toBe(postgres.POSTGRES_PASSWORD);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);

    expect(new URL(appEnvironment.S3_ENDPOINT ?? "").host).toBe("s3:9000");
    expect(services.s3?.environment?.MINIO_ROOT_USER).toBe(appEnvironment.S3_ACCESS_KEY_ID);
    expect(services.s3?.environment?.MINIO_ROOT_PASSWORD).toBe(appEnvironment.S3_SECRET_ACCESS_KEY);
    expect(services["s3-bucket"]?.command).toEqual(["node", "scripts/create-bucket.ts"]);
    expect(services["s3-bucket"]?.environment).toEqual(appEnvironment);

    expect(appEnvironment.SMTP_URL).toBe("smtp://mailpit:1025");
    // Visitors come through the proxy: links are built for its published address.
    expect(appEnvironment.PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("starts each service once what it needs is healthy, and gives a stopping instance its grace", () => {
    for (const name of appNames) {
      expect(services[name]?.depends_on).toEqual({
        mailpit: { condition: "service_healthy" },
        postgres: { condition: "service_healthy" },
        "s3-bucket": { condition: "service_completed_successfully" },
      });
      const grace = Number(/^(\d+)s$/.exec(services[name]?.stop_grace_period ?? "")?.[1]) * 1000;
      expect(grace).toBeGreaterThan(Number(appEnvironment.SHUTDOWN_GRACE_MS));
    }
    expect(services["s3-bucket"]?.depends_on).toEqual({ s3: { condition: "service_healthy" } });
    expect(services.proxy?.depends_on).toEqual({
      app1: { condition: "service_started" },
      app2: { condition: "service_started" },
    });
    // A service others wait for in health has a health check (the instances' is the image's).
    for (const service of Object.values(services))
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {}))
        if (condition === "service_healthy") expect(services[dependency]?.healthcheck, dependency).toBeDefined();
  });
});

// ---------------------------------------------------------------------------------------------------
// The bucket creator compose.yaml runs once, against a real S3-compatible server on loopback.

describe("scripts/create-bucket.ts", () => {
  it("creates compose's bucket, then finds it there, and names what is missing", async () => {
    const s3 = await startLoopbackS3();
    try {
      const settings = bucketSettingsFrom({
        ...appEnvironment,
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      });
      expect(settings.bucket).toBe("passerelle");
      expect(await createBucketIfMissing(settings)).toBe("created");
      expect(await createBucketIfMissing(settings)).toBe("exists");
    } finally {
      await s3.close();
    }
    expect(() => bucketSettingsFrom({ S3_BUCKET: "passerelle" })).toThrow(
      "set S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
  });

  it("gives up with a message when the store never answers", async () => {
    const settings = bucketSettingsFrom({ ...appEnvironment, S3_ENDPOINT: "http://127.0.0.1:9" });
    await expect(createBucketIfMissing(settings, { waitMs: 600, retryMs: 200 })).rejects.toThrow(
      "did not answer within 600 ms",
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// The proxy: HAProxy from Debian (scripts/test-all.sh installs it; CI runs as root, so it must).

const haproxy = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"].find((path) => existsSync(path));
if (!haproxy && process.env.CI)
  throw new Error("CI must check the proxy's configuration: haproxy is missing (scripts/test-all.sh installs it)");
if (!haproxy)
  console.warn(
    "container-files.test.ts: haproxy is not installed, so the proxy's configuration is not checked here (apt-get install -y haproxy; `npm test` as root installs it)",
  );

/** A stand-in instance: /api/ready answers 200 or 503 as told, every other path its name. */
async function standIn(name: string) {
  let ready = true;
  const server: Server = createServer((request, response) => {
    if (request.url === "/api/ready") {
      response.writeHead(ready ? 200 : 503).end(ready ? "ready" : "draining");
    } else response.writeHead(200).end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setReady(value: boolean) {
      ready = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.skipIf(!haproxy)("the proxy's configuration (deploy/haproxy.cfg)", () => {
  const config = readFileSync("deploy/haproxy.cfg", "utf8");

  it("passes `haproxy -c`, with only the instances' names unresolved outside compose", () => {
    const result = run(haproxy as string, ["-c", "-f", "deploy/haproxy.cfg"]);
    expect(result.status).toBe(0);
    expect(result.output).toContain("Configuration file is valid");
    const warnings = result.output.split("\n").filter((line) => line.includes("[WARNING]"));
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) expect(warning).toMatch(/could not resolve address 'app[12]'/);
  });

  it("balances over the compose instances, checking /api/ready, on the port compose publishes", () => {
    const servers = [...config.matchAll(/^\s*server (\S+) (\S+):(\d+)$/gm)].map(
      ([, , host, port]) => `${host}:${port}`,
    );
    expect(servers).toEqual(appNames.map((name) => `${name}:${appEnvironment.PORT}`));
    expect(config).toMatch(/^\s*http-check send meth GET uri \/api\/ready$/m);
    expect(config).toMatch(/^\s*http-check expect status 200$/m);
    // A check may take longer than the second between checks: a busy instance is not a stopping one.
    expect(config).toMatch(/^\s*timeout check [2-9]s$/m);
    expect(config).toMatch(/^\s*bind :8080$/m);
    expect(config).toMatch(/^\s*option forwardfor$/m);
  });

  it("stops sending to an instance whose /api/ready answers 503, and sends again once it is ready", {
    timeout: 40_000,
  }, async () => {
    const [one, two] = [await standIn("one"), await standIn("two")];
    const port = await freePort();
    const directory = await mkdtemp(join(tmpdir(), "passerelle-haproxy-"));
    let proxy: ChildProcess | null = null;
    try {
      // The same file, with the instances and the listener on this machine's loopback.
      const local = config
        .replace(/^resolvers docker\n(?:[ \t]+.*\n)*/m, "")
        .replace(" resolvers docker", "")
        .replace("bind :8080", `bind 127.0.0.1:${port}`)
        .replace("app1:3000", `127.0.0.1:${one.port}`)
        .replace("app2:3000", `127.0.0.1:${two.port}`);
      await writeFile(join(directory, "haproxy.cfg"), local);
      proxy = spawn(haproxy as string, ["-db", "-f", join(directory, "haproxy.cfg")], { stdio: "ignore" });

      /** Who answers the next `count` requests through the proxy. */
      const answers = async (count: number) => {
        const names: string[] = [];
        for (let i = 0; i < count; i++) {
          const response = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
          names.push(response ? `${response.status} ${await response.text()}` : "no answer");
        }
        return names;
      };
      /** Polls until the proxy's answers satisfy `done` (a few seconds at most). */
      const until = async (done: (names: string[]) => boolean) => {
        const started = Date.now();
        let names: string[] = [];
        while (Date.now() - started < 10_000) {
          names = await answers(6);
          if (done(names)) return names;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return names;
      };
      const both = (names: string[]) => names.includes("200 one") && names.includes("200 two");
      expect(await until(both)).toEqual(expect.arrayContaining(["200 one", "200 two"]));

      two.setReady(false);
      // One failed check (every second, `fall 1`) and the draining instance gets nothing new.
      await until((names) => names.every((name) => name === "200 one"));
      expect(new Set(await answers(10))).toEqual(new Set(["200 one"]));

      two.setReady(true);
      expect(await until(both)).toEqual(expect.arrayContaining(["200 one", "200 two"]));
    } finally {
      if (proxy && proxy.exitCode === null) {
        const exited = new Promise((resolve) => proxy?.once("exit", resolve));
        proxy.kill("SIGTERM");
        await exited;
      }
      await Promise.all([one.close(), two.close()]);
      await rm(directory, { recursive: true, force: true });
    }
  });
});
