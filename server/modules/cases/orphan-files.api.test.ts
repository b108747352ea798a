import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import { startLoopbackS3 } from "../../testing/loopback-s3.ts";
import { siteUrl } from "../auth/accounts-test-kit.ts";
import type { FileView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody } from "./cases-test-kit.ts";
import { orphanFileAgeMs, sweepOrphanFiles } from "./sweep-orphan-files.ts";

/**
 * A SIGKILL during uploads leaves half-received files in `.incoming` and whole files with no row
 * (stored, then killed before the transaction), which nothing ever removed — account deletion
 * deletes the files its rows name. The sweep takes both once they are an hour old, and keeps what
 * is fresh (its row may still be on its way) and what a row names.
 */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60_000);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The API with its uploads in a folder of their own (or S3), served on loopback, and Amira's case open. */
async function worldWithCase(engine: FreshDatabase["engine"], env: Record<string, string>) {
  const database = await freshDatabase(engine);
  cleanups.push(() => database.dispose());
  const world = await casesWorld(database, env);
  const server = await new Promise<{ baseUrl: string }>((resolve) => {
    const running = serve({ fetch: world.api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      cleanups.push(() => new Promise<void>((done) => running.close(() => done())));
      resolve({ baseUrl: `http://127.0.0.1:${info.port}` });
    });
  });
  const caseId = await world.openPlan();
  /** Amira attaches a PNG as the dashboard does: the file and its row. */
  async function attach(): Promise<FileView> {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
    const response = await fetch(`${server.baseUrl}/api/cases/${caseId}/attachments`, {
      method: "POST",
      body: form,
      headers: {
        origin: siteUrl,
        "sec-fetch-site": "same-origin",
        cookie: [...world.amira.client.jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
    });
    const body = (await response.json()) as { file: FileView } & ErrorBody;
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.file;
  }
  const keyOf = async (file: FileView) =>
    (await world.db.selectFrom("case_files").select("storage_key").where("id", "=", file.id).executeTakeFirstOrThrow())
      .storage_key;
  return { world, caseId, attach, keyOf };
}

async function downloads(world: CasesWorld, file: FileView): Promise<boolean> {
  const response = await world.amira.client.request(file.downloadPath);
  return response.status === 200 && Buffer.from(await response.arrayBuffer()).equals(png);
}

describe.each(testEngines)("the sweep of files a crash left behind, on %s", (engine) => {
  it("on local disk: removes an hour-old partial file and an hour-old file with no row, keeps fresh ones and recorded ones", async () => {
    const uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-orphans-"));
    cleanups.push(() => rm(uploadsDir, { recursive: true, force: true }));
    const { world, caseId, attach, keyOf } = await worldWithCase(engine, { UPLOADS_DIR: uploadsDir });
    const pathOf = (key: string) => join(uploadsDir, ...key.split("/"));

    // A recorded file, as old as the crash's leftovers: a row names it, so it stays.
    const recorded = await attach();
    await utimes(pathOf(await keyOf(recorded)), twoHoursAgo(), twoHoursAgo());
    // What a SIGKILL leaves: half a file in .incoming, a whole file stored before its row, a half copy.
    const incoming = join(uploadsDir, ".incoming");
    await mkdir(incoming, { recursive: true });
    const partial = join(incoming, `${crypto.randomUUID()}.upload`);
    await writeFile(partial, png.subarray(0, 20));
    const orphan = pathOf(`cases/${caseId}/${crypto.randomUUID()}`);
    await writeFile(orphan, png);
    const halfCopy = `${pathOf(`cases/${caseId}/${crypto.randomUUID()}`)}.${crypto.randomUUID()}.part`;
    await writeFile(halfCopy, png.subarray(0, 30));
    for (const path of [partial, orphan, halfCopy]) await utimes(path, twoHoursAgo(), twoHoursAgo());
    // And the same, just written: an upload in progress here or on another instance, a row on its way.
    const freshPartial = join(incoming, `${crypto.randomUUID()}.upload`);
    await writeFile(freshPartial, png.subarray(0, 20));
    const freshStored = pathOf(`cases/${caseId}/${crypto.randomUUID()}`);
    await writeFile(freshStored, png);

    expect(await sweepOrphanFiles(world.api.deps)).toEqual({ leftovers: 2, orphans: 1 });

    const left = (await readdir(uploadsDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    expect(left).toEqual([pathOf(await keyOf(recorded)), freshPartial, freshStored].sort());
    expect(await downloads(world, recorded)).toBe(true);
    // Nothing more goes on the next pass.
    expect(await sweepOrphanFiles(world.api.deps)).toEqual({ leftovers: 0, orphans: 0 });
  });

  it("in an S3 bucket: removes an object no row names once it is an hour old, keeps the recorded one", async () => {
    const s3 = await startLoopbackS3();
    cleanups.push(() => s3.close());
    const uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-orphans-s3-"));
    cleanups.push(() => rm(uploadsDir, { recursive: true, force: true }));
    const { world, caseId, attach } = await worldWithCase(engine, {
      UPLOADS_DIR: uploadsDir,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const storage = world.api.deps.fileStorage;
    expect(storage.kind).toBe("s3");
    const recorded = await attach();
    // Stored whole, then the process died before the row: the bucket holds an object nothing names.
    const orphanKey = `cases/${caseId}/${crypto.randomUUID()}`;
    await mkdir(storage.tempDir, { recursive: true });
    const temp = join(storage.tempDir, `${crypto.randomUUID()}.upload`);
    await writeFile(temp, png);
    await storage.putFile(orphanKey, temp, { contentType: "image/png", size: png.length });

    // Just written: too young to be taken, whatever the database says.
    expect(await sweepOrphanFiles(world.api.deps)).toEqual({ leftovers: 0, orphans: 0 });
    expect(await storage.get(orphanKey)).not.toBeNull();
    // An hour and a minute later (S3 dates objects itself: the sweep is run as of then).
    const later = new Date(Date.now() + orphanFileAgeMs + 60_000);
    expect(await sweepOrphanFiles(world.api.deps, later)).toEqual({ leftovers: 0, orphans: 1 });
    expect(await storage.get(orphanKey)).toBeNull();
    expect(await downloads(world, recorded)).toBe(true);
  });
});
