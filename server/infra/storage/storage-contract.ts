import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { expect, it } from "vitest";
import type { FileStorage } from "./file-storage.ts";

/**
 * What every FileStorage adapter promises (file-storage.ts), run against each real adapter by its
 * own test file: local disk, and S3 against a loopback S3-compatible server.
 */
export function storageContract(storage: () => FileStorage) {
  const caseId = crypto.randomUUID();
  const key = () => `cases/${caseId}/${crypto.randomUUID()}`;

  async function tempFile(content: Buffer): Promise<string> {
    const { tempDir } = storage();
    await mkdir(tempDir, { recursive: true });
    const path = join(tempDir, `${crypto.randomUUID()}.upload`);
    await writeFile(path, content, { mode: 0o600 });
    return path;
  }

  it("stores a file under its key and gives back the same bytes, consuming the temp file", async () => {
    const content = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(300_000)]);
    const stored = key();
    const path = await tempFile(content);
    await storage().putFile(stored, path, { contentType: "application/pdf", size: content.length });

    expect(await readdir(storage().tempDir)).not.toContain(path.split("/").pop());
    const object = await storage().get(stored);
    if (!object) throw new Error("nothing stored");
    expect(object.size).toBe(content.length);
    expect((await buffer(object.body)).equals(content)).toBe(true);
  });

  it("deletes a file, and deleting a missing key is not an error", async () => {
    const stored = key();
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    await storage().putFile(stored, await tempFile(content), { contentType: "image/png", size: content.length });
    expect(await storage().get(stored)).not.toBeNull();

    await storage().delete(stored);
    expect(await storage().get(stored)).toBeNull();
    await expect(storage().delete(stored)).resolves.toBeUndefined();
    await expect(storage().delete(key())).resolves.toBeUndefined();
  });

  it("stores a blog image under blog/<uuid> (ADR 0037) as it stores a case's file", async () => {
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x01, 0x02]);
    const stored = `blog/${crypto.randomUUID()}`;
    await storage().putFile(stored, await tempFile(content), { contentType: "image/png", size: content.length });
    const object = await storage().get(stored);
    if (!object) throw new Error("nothing stored");
    expect((await buffer(object.body)).equals(content)).toBe(true);
    await storage().delete(stored);
  });

  it("answers null for a key nothing was stored under", async () => {
    expect(await storage().get(key())).toBeNull();
  });

  it("lists the cases' and members' files last written before a time, never a blog image (ADR 0067)", async () => {
    const first = key();
    const second = key();
    const member = `members/${crypto.randomUUID()}/${crypto.randomUUID()}`;
    const blog = `blog/${crypto.randomUUID()}`;
    for (const stored of [first, second, member, blog]) {
      const content = Buffer.from("%PDF-1.7 listed");
      await storage().putFile(stored, await tempFile(content), {
        contentType: "application/pdf",
        size: content.length,
      });
    }
    const listed = async (before: Date) => {
      const keys: string[] = [];
      for await (const listedKey of storage().listOwnedFileKeys(before)) keys.push(listedKey);
      return keys;
    };
    const later = await listed(new Date(Date.now() + 60_000));
    expect(later).toEqual(expect.arrayContaining([first, second, member]));
    expect(later).not.toContain(blog);
    const earlier = await listed(new Date(Date.now() - 60 * 60_000));
    expect(earlier).not.toContain(first);
    expect(earlier).not.toContain(member);
    await storage().delete(blog);
    await storage().delete(member);
  });

  it("removes temp files last written before a time and keeps newer ones (ADR 0067)", async () => {
    const old = await tempFile(Buffer.from("%PDF-1.7 half sent"));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    const fresh = await tempFile(Buffer.from("%PDF-1.7 still arriving"));

    expect(await storage().removeLeftovers(new Date(Date.now() - 60 * 60_000))).toBeGreaterThanOrEqual(1);
    const left = await readdir(storage().tempDir);
    expect(left).not.toContain(old.split("/").pop());
    expect(left).toContain(fresh.split("/").pop());
    await rm(fresh, { force: true });
  });

  it("refuses every key that is not cases/<uuid>/<uuid> or blog/<uuid>, before touching anything", async () => {
    const content = Buffer.from("%PDF-1.4 refused");
    const path = await tempFile(content);
    const meta = { contentType: "application/pdf", size: content.length };
    for (const bad of [
      `cases/${caseId}/../../../etc/passwd`,
      `cases/../${crypto.randomUUID()}`,
      `/cases/${caseId}/${crypto.randomUUID()}`,
      `/etc/passwd`,
      `cases/${caseId}/${crypto.randomUUID()}/x`,
      `cases/${caseId}`,
      `cases/${caseId.toUpperCase()}/${crypto.randomUUID()}`,
      `cases\\${caseId}\\${crypto.randomUUID()}`,
      `blog/../${crypto.randomUUID()}`,
      `blog/${crypto.randomUUID()}/x`,
      `blog/${crypto.randomUUID().toUpperCase()}`,
      "blog/",
      "passport.png",
      "",
    ]) {
      await expect(storage().get(bad), bad).rejects.toThrow(/Refused storage key/);
      await expect(storage().delete(bad), bad).rejects.toThrow(/Refused storage key/);
    }
    await expect(storage().putFile(`cases/${caseId}/../x`, path, meta)).rejects.toThrow(/Refused storage key/);
  });
}
