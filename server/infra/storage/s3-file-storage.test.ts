import { access, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoopbackS3 } from "../../testing/loopback-s3.ts";
import type { FileStorage } from "./file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";
import { storageContract } from "./storage-contract.ts";

/** The S3 adapter against s3rver, a real S3-compatible server on loopback, with a real bucket. */
describe("S3 file storage", () => {
  let s3: Awaited<ReturnType<typeof startLoopbackS3>>;
  let tempDir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startLoopbackS3();
    tempDir = await mkdtemp(join(tmpdir(), "passerelle-s3-incoming-"));
    storage = createS3FileStorage({ ...s3, tempDir });
  });
  afterAll(async () => {
    await s3?.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  storageContract(() => storage);

  it("stores the object in the bucket with its checked type", async () => {
    const key = `cases/${crypto.randomUUID()}/${crypto.randomUUID()}`;
    const path = join(tempDir, "typed.upload");
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(" a jpeg")]);
    await writeFile(path, jpeg);
    await storage.putFile(key, path, { contentType: "image/jpeg", size: jpeg.length });

    // Read back with a client of its own, as another server instance would.
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(object.ContentType).toBe("image/jpeg");
    expect(object.ContentLength).toBe(jpeg.length);
    expect((await buffer(object.Body as NodeJS.ReadableStream)).equals(jpeg)).toBe(true);
    client.destroy();
  });

  it("fails, and still removes the temp file, when the bucket refuses", async () => {
    const wrong = createS3FileStorage({ ...s3, tempDir, bucket: "no-such-bucket" });
    const path = join(tempDir, "refused.upload");
    await writeFile(path, "%PDF-1.4 refused");
    await expect(
      wrong.putFile(`cases/${crypto.randomUUID()}/${crypto.randomUUID()}`, path, {
        contentType: "application/pdf",
        size: 16,
      }),
    ).rejects.toThrow(/bucket does not exist/);
    await expect(access(path)).rejects.toThrow(/ENOENT/);
  });
});
