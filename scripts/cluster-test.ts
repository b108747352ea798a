// `npm run test:cluster` (run `npm run build` first): two production servers, as `npm start` runs
// them, side by side on one throwaway PostgreSQL database, a loopback S3 store and loopback SMTP
// servers, with the same BETTER_AUTH_SECRET and PUBLIC_URL — the deployment of ADR 0071 — and
// eight checks that what one instance does, the other sees (ADR 0073). Prints one
// line per check with its timings; exits 1 if any check fails. Uses TEST_DATABASE_URL's server
// when set (a fresh database on it, dropped at the end), else starts scripts/start-postgres.sh.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { sql } from "kysely";
import { createDatabase } from "../server/db/database.ts";
import { startLoopbackS3 } from "../server/testing/loopback-s3.ts";
import { startSmtpServer } from "../server/testing/smtp-test-server.ts";
import { checkAssistant } from "./cluster/check-assistant.ts";
import { checkCheckout } from "./cluster/check-checkout.ts";
import { checkOutbox } from "./cluster/check-outbox.ts";
import { checkRateLimit } from "./cluster/check-rate-limit.ts";
import { checkSessions } from "./cluster/check-sessions.ts";
import { checkSigkill } from "./cluster/check-sigkill.ts";
import { checkUnpublish } from "./cluster/check-unpublish.ts";
import { checkUpload } from "./cluster/check-upload.ts";
import { type Cluster, mailboxOf, ms } from "./cluster/cluster.ts";
import { type Instance, removeSnapshot, snapshotBuild, startInstance } from "./cluster/instance.ts";

const runStarted = performance.now();
const workDir = mkdtempSync(join(tmpdir(), "passerelle-cluster-"));
const runId = randomBytes(4).toString("hex");
const cleanups: (() => Promise<void> | void)[] = [];
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Every check, in the order run: the SIGKILL last, since A stays dead after it. */
const checks: { item: number; name: string; run: (cluster: Cluster) => Promise<string> }[] = [
  { item: 1, name: "sessions across instances", run: checkSessions },
  { item: 2, name: "one rate limit", run: checkRateLimit },
  { item: 3, name: "unpublished post gone from B", run: checkUnpublish },
  { item: 4, name: "assistant on B cites a new post", run: checkAssistant },
  { item: 6, name: "checkout on A, paid through B", run: checkCheckout },
  { item: 7, name: "upload on A, download from B", run: checkUpload },
  { item: 5, name: "exactly-once e-mail", run: checkOutbox },
  { item: 8, name: "SIGKILL under write load", run: checkSigkill },
];

/** A fresh database on TEST_DATABASE_URL's server, or on a PostgreSQL of our own. */
async function freshPostgres(): Promise<string> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Its own directory under the temporary one: as root, the server runs as `postgres`, who
    // may not enter our work directory.
    const pgDir = mkdtempSync(join(tmpdir(), "passerelle-cluster-pg-"));
    serverUrl = execFileSync("scripts/start-postgres.sh", ["start", pgDir], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim();
    cleanups.push(() => {
      execFileSync("scripts/start-postgres.sh", ["stop", pgDir], { stdio: "ignore" });
    });
  }
  const name = `passerelle_cluster_${runId}`;
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

async function startCluster(): Promise<Cluster> {
  const databaseUrl = await freshPostgres();
  const s3 = await startLoopbackS3("passerelle-cluster");
  cleanups.push(() => s3.close());
  const smtp = { A: await startSmtpServer(), B: await startSmtpServer() };
  cleanups.push(
    () => smtp.A.close(),
    () => smtp.B.close(),
  );
  const copying = performance.now();
  const serverDir = snapshotBuild(basename(workDir));
  log(`cluster: copied build/ (${ms(performance.now() - copying)}, waiting for the build lock included)`);
  cleanups.push(() => removeSnapshot(serverDir));

  const publicUrl = "http://cluster.passerelle.test";
  const formLimit = 20;
  const shared = {
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: publicUrl,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    PAYMENTS_PROVIDER: "test",
    // Behind a load balancer: the client's address comes from X-Forwarded-For.
    TRUST_PROXY: "true",
    // Both workers look for due e-mail often, so they compete for the same rows.
    OUTBOX_POLL_MS: "100",
    FORM_RATE_LIMIT_PER_MINUTE: String(formLimit),
    LOG_LEVEL: "warn",
  };
  const instances: Instance[] = [];
  cleanups.push(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });
  // Both at once, as a deployment starts them: their migrations run side by side too.
  const started = performance.now();
  const [a, b] = await Promise.all(
    (["A", "B"] as const).map(async (name) => {
      const dataDir = join(workDir, name);
      const instance = await startInstance(name, serverDir, dataDir, databaseUrl, {
        ...shared,
        SMTP_URL: `smtp://127.0.0.1:${smtp[name].port}`,
        UPLOADS_DIR: join(dataDir, "uploads"),
        PDF_CACHE_DIR: join(dataDir, "pdf-cache"),
        // Nothing here downloads a guide: printing all six on each instance would only slow the test.
        PDF_WARM_AT_START: "false",
      });
      instances.push(instance);
      return instance;
    }),
  );
  log(
    `cluster: A ${a!.base} and B ${b!.base} on one PostgreSQL database, S3 and SMTP on loopback (started in ${ms(performance.now() - started)})`,
  );
  const db = createDatabase(databaseUrl);
  cleanups.push(() => db.destroy());
  return {
    a: a!,
    b: b!,
    db,
    mail: mailboxOf([
      { via: "A", received: smtp.A.received },
      { via: "B", received: smtp.B.received },
    ]),
    s3Directory: s3.directory,
    publicUrl,
    formLimit,
    runId,
  };
}

/** Stops everything started, last first; each step once, whoever calls (the end, or a signal). */
async function cleanUp(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`cluster: clean-up step failed: ${(error as Error).message}\n`);
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}

// The servers run in process groups of their own, which Ctrl-C does not reach: stop them here.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`cluster: ${signal}, stopping everything`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// `-- --only 3,4` runs those checks alone (while working on one).
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? "").split(",").map(Number)) : null;

let failures = 0;
try {
  const cluster = await startCluster();
  for (const check of checks) {
    if (only && !only.has(check.item)) continue;
    const started = performance.now();
    try {
      const summary = await check.run(cluster);
      log(`ok   ${check.item}. ${summary} [${ms(performance.now() - started)}]`);
    } catch (error) {
      failures++;
      log(`FAIL ${check.item}. ${check.name}: ${(error as Error).message} [${ms(performance.now() - started)}]`);
      for (const instance of [cluster.a, cluster.b]) {
        const state = instance.alive() ? "running" : "exited";
        process.stderr.write(`--- instance ${instance.name} (${state}), last log lines:\n${instance.logTail(20)}\n`);
      }
    }
  }
} catch (error) {
  failures++;
  log(`FAIL the cluster did not start: ${(error as Error).stack ?? error}`);
} finally {
  await cleanUp();
}
log(
  `cluster: ${failures === 0 ? "all checks passed" : `${failures} failed`} in ${(
    (performance.now() - runStarted) / 1000
  ).toFixed(1)} s`,
);
process.exit(failures === 0 ? 0 : 1);
