import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUploadBytes } from "../../../core/uploads.ts";
import { type FreshDatabase, freshDatabase } from "../../db/test-database.ts";
import { siteUrl } from "../auth/accounts-test-kit.ts";
import { type CasesWorld, casesWorld } from "./cases-test-kit.ts";

/**
 * Memory stays flat while ten 10 MB uploads stream at once, checked on the real API:
 * createApi as production wires it (casesWorld: body limit, CSRF check, sessions, rate limits,
 * the local file storage) served over real HTTP, a real case opened by its advisor, and ten
 * signed-in uploads of attachments to it at once. server/http/receive-upload.test.ts measures
 * the same on a stand-in app; this one would also catch a middleware or route of the API that
 * reads the body (a second limit, a parser, a logger) before receiveUpload streams it to disk.
 *
 * SQLite only: what is measured is this Node process's memory while the bytes pass through it,
 * which no database engine holds (each upload only writes one small case_files row).
 */
const run = promisify(execFile);
const streamUploadsScript = fileURLToPath(new URL("../../testing/stream-uploads.ts", import.meta.url));

/** V8's collector, made callable at run time: the test measures what is held, not garbage. */
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

describe("cases: ten 10 MB attachments streaming at once into the real API", () => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let uploadsDir: string;
  let server: { baseUrl: string; close(): Promise<void> };
  let caseId: string;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-upload-memory-"));
    world = await casesWorld(database, { UPLOADS_DIR: uploadsDir });
    // Mounted under /api as server/index.ts mounts it, on a free loopback port.
    server = await new Promise((resolve) => {
      const running = serve({ fetch: world.api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => running.close(() => done())),
        }),
      );
    });
    // Claire, an advisor, opens the plan of Amira, a done-for-you client.
    caseId = await world.openPlan();
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const rows = () => world.db.selectFrom("case_files").select(["storage_key", "size_bytes"]).execute();
  const storedObjects = () => readdir(join(uploadsDir, "cases", caseId)).catch(() => [] as string[]);
  const tempFiles = () => readdir(world.api.deps.fileStorage.tempDir).catch(() => [] as string[]);

  it("stores all ten while this process's memory grows by less than 60 MB", async () => {
    // From another process, so that only the server's memory is measured, and generated as they
    // are sent (stream-uploads.ts), as from ten browsers: Amira's session cookie and origin.
    const fileBytes = maxUploadBytes - 1024;
    const headers = {
      origin: siteUrl,
      "sec-fetch-site": "same-origin",
      cookie: [...world.amira.client.jar].map(([name, value]) => `${name}=${value}`).join("; "),
    };
    const sendUploads = async (count: number) => {
      const { stdout, stderr } = await run(process.execPath, [
        streamUploadsScript,
        `${server.baseUrl}/api/cases/${caseId}/attachments`,
        String(count),
        String(fileBytes),
        JSON.stringify(headers),
      ]);
      return { statuses: JSON.parse(stdout) as number[], refusals: stderr };
    };

    // Warm-up: the code paths, buffers and heap settle first.
    const warmUp = await sendUploads(2);
    expect(warmUp.statuses, warmUp.refusals).toEqual([201, 201]);
    const rowsBefore = (await rows()).map((row) => row.storage_key);
    const objectsBefore = await storedObjects();
    collectGarbage();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let samples = 0;
    // What is still held, not garbage not yet collected: a collection every fourth sample.
    const sampler = setInterval(() => {
      if (++samples % 4 === 0) collectGarbage();
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    let sent: Awaited<ReturnType<typeof sendUploads>>;
    try {
      sent = await sendUploads(10);
    } finally {
      clearInterval(sampler);
    }
    const grewMb = (peak - baseline) / (1024 * 1024);

    expect(sent.statuses, sent.refusals).toEqual(Array(10).fill(201));
    // Holding the ten files would cost 100 MB or more (about 240 to 300 MB measured when the body
    // limit buffered uploads; 0 to 18 MB while they stream).
    expect(grewMb).toBeLessThan(60);
    expect(samples).toBeGreaterThan(20);

    const added = (await rows()).filter((row) => !rowsBefore.includes(row.storage_key));
    expect(added).toHaveLength(10);
    for (const row of added) expect(row.size_bytes).toBe(fileBytes);
    const objects = (await storedObjects()).filter((name) => !objectsBefore.includes(name));
    expect(objects.sort()).toEqual(added.map((row) => row.storage_key.split("/").at(-1)).sort());
    expect(await tempFiles()).toEqual([]);
  }, 60_000);
});
