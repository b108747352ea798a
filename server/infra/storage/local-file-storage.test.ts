import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";
import { storageContract } from "./storage-contract.ts";

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("local file storage", () => {
  let root: string;
  let storage: FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "passerelle-uploads-"));
    storage = createLocalFileStorage(join(root, "uploads"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  storageContract(() => storage);

  it("keeps each file under its key, readable by the server's user only", async () => {
    const caseId = crypto.randomUUID();
    const fileId = crypto.randomUUID();
    await mkdir(storage.tempDir, { recursive: true });
    const temp = join(storage.tempDir, "kept.upload");
    await writeFile(temp, "%PDF-1.7 kept", { mode: 0o644 });
    await storage.putFile(`cases/${caseId}/${fileId}`, temp, { contentType: "application/pdf", size: 13 });

    const file = await stat(join(root, "uploads", "cases", caseId, fileId));
    expect(file.mode & 0o777).toBe(0o600);
    expect((await stat(join(root, "uploads", "cases", caseId))).mode & 0o777).toBe(0o700);
    expect(await readdir(storage.tempDir)).toEqual([]);
  });

  it("moves a temp file from another directory too, and refuses a size it was not told", async () => {
    const elsewhere = join(root, "elsewhere.upload");
    await writeFile(elsewhere, pngSignature);
    const key = `cases/${crypto.randomUUID()}/${crypto.randomUUID()}`;
    await expect(storage.putFile(key, elsewhere, { contentType: "image/png", size: 999 })).rejects.toThrow(
      /999 expected/,
    );
    // Consumed even when refused, and nothing stored under the key.
    await expect(stat(elsewhere)).rejects.toThrow(/ENOENT/);
    expect(await storage.get(key)).toBeNull();

    await writeFile(elsewhere, pngSignature);
    await storage.putFile(key, elsewhere, { contentType: "image/png", size: 8 });
    expect((await storage.get(key))?.size).toBe(8);
  });
});
