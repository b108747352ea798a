import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { testFileStorage } from "../../testing/test-file-storage.ts";
import { blogImagesRoutes } from "./blog-images.routes.ts";

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

describe("public blog images at /blog-images/<uuid>", () => {
  const fileStorage = testFileStorage(
    loadConfig({ NODE_ENV: "test", UPLOADS_DIR: join(tmpdir(), "passerelle-blog-images-test") }),
  );
  const app = blogImagesRoutes({ fileStorage });

  async function store(key: string, bytes: Buffer) {
    await mkdir(fileStorage.tempDir, { recursive: true });
    const temp = join(fileStorage.tempDir, `${crypto.randomUUID()}.upload`);
    await writeFile(temp, bytes);
    await fileStorage.putFile(key, temp, { contentType: "application/octet-stream", size: bytes.length });
  }

  it("serves a stored image with its type read from its bytes, cacheable and never sniffed", async () => {
    const id = crypto.randomUUID();
    await store(`blog/${id}`, png);
    const response = await app.request(`/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it("answers 404 for an unknown id, a malformed one, a stored PDF and a case's file", async () => {
    const pdf = crypto.randomUUID();
    await store(`blog/${pdf}`, Buffer.from("%PDF-1.7 not an image"));
    const caseFile = crypto.randomUUID();
    await store(`cases/${crypto.randomUUID()}/${caseFile}`, png);
    for (const path of [`/${crypto.randomUUID()}`, "/..%2Fetc%2Fpasswd", "/not-a-uuid", `/${pdf}`, `/${caseFile}`]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
