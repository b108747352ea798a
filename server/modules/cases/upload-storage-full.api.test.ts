import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { type FreshDatabase, freshDatabase, testEngines } from "../../db/test-database.ts";
import type { FileStorage } from "../../infra/storage/file-storage.ts";
import { siteUrl } from "../auth/accounts-test-kit.ts";
import type { FileView } from "./case-view.ts";
import { type CasesWorld, casesWorld, type ErrorBody } from "./cases-test-kit.ts";

/**
 * A full disk used to answer a generic 500. Now a translated 507 ("try again later"), no partial
 * file left, and the next requests are served as usual. Two ways to fill it: the uploads folder on
 * a real 2 MB tmpfs (when this process may mount one: root on Linux), and a storage whose disk or
 * quota is full (ENOSPC, EDQUOT), as a copy across disks or a full bucket volume answers.
 */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const blankPdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes - 9, 0x20)]);

function canMountTmpfs(): boolean {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  try {
    execFileSync("mount", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe.each(testEngines)("uploads when the disk is full, on %s", (engine) => {
  let database: FreshDatabase;
  let world: CasesWorld;
  let uploadsDir: string;
  let mounted = false;
  let server: { baseUrl: string; close(): Promise<void> };
  let caseId: string;

  async function start(mountTmpfs: boolean) {
    database = await freshDatabase(engine);
    uploadsDir = await mkdtemp(join(tmpdir(), "passerelle-full-disk-"));
    if (mountTmpfs) {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", uploadsDir]);
      mounted = true;
    }
    world = await casesWorld(database, { UPLOADS_DIR: uploadsDir });
    server = await new Promise((resolve) => {
      const running = serve({ fetch: world.api.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
        resolve({
          baseUrl: `http://127.0.0.1:${info.port}`,
          close: () => new Promise<void>((done) => running.close(() => done())),
        }),
      );
    });
    caseId = await world.openPlan();
  }
  beforeEach(() => {
    mounted = false;
  });
  afterEach(async () => {
    await server.close();
    await database.dispose();
    if (mounted) execFileSync("umount", [uploadsDir]);
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function upload(bytes: Buffer, name: string, type: string, language = "en") {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${server.baseUrl}/api/cases/${caseId}/attachments`, {
      method: "POST",
      body: form,
      headers: {
        origin: siteUrl,
        "sec-fetch-site": "same-origin",
        "accept-language": language,
        cookie: [...world.amira.client.jar].map(([cookie, value]) => `${cookie}=${value}`).join("; "),
      },
    });
    return { status: response.status, body: (await response.json()) as { file: FileView } & ErrorBody };
  }

  async function stillHealthy() {
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const next = await upload(png, "photo.png", "image/png");
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(await world.db.selectFrom("case_files").select("id").execute()).toHaveLength(1);
  }

  it.skipIf(!canMountTmpfs())(
    "answers 507 in the sender's language when a 2 MB disk fills, and serves the next upload",
    async () => {
      await start(true);
      const refused = await upload(blankPdf(3 * 1024 * 1024), "statement.pdf", "application/pdf", "fr");
      expect(refused.status).toBe(507);
      expect(refused.body.error).toEqual({
        code: "insufficient_storage",
        message: apiMessage("fr", "upload_storage_full"),
      });
      // The half-written temp file went with the refusal: the disk is as empty as before.
      expect(await filesUnder(uploadsDir)).toEqual([]);
      expect(await world.db.selectFrom("case_files").select("id").execute()).toEqual([]);
      await stillHealthy();
    },
  );

  it("answers 507 when storing fails with ENOSPC or EDQUOT, leaving no file behind", async () => {
    await start(false);
    const real = world.api.deps.fileStorage;
    for (const code of ["ENOSPC", "EDQUOT"]) {
      // The storage port as a full disk answers it: the temp file is consumed, the error is the system's.
      const full: FileStorage = {
        ...real,
        async putFile(_key, tempPath) {
          await rm(tempPath, { force: true });
          throw Object.assign(new Error(`${code}: no space left on device, write`), { code, syscall: "write" });
        },
      };
      world.api.deps.fileStorage = full;
      const refused = await upload(blankPdf(4096), "statement.pdf", "application/pdf", "ar");
      expect(refused.status, code).toBe(507);
      expect(refused.body.error.message).toBe(apiMessage("ar", "upload_storage_full"));
      world.api.deps.fileStorage = real;
    }
    expect(await filesUnder(uploadsDir)).toEqual([]);
    await stillHealthy();
  });
});
