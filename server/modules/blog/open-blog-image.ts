import { Readable } from "node:stream";
import { sniffUploadType, uploadSniffBytes } from "../../../core/uploads.ts";
import { isUuid } from "../../../core/uuid.ts";
import type { FileStorage } from "../../infra/storage/file-storage.ts";

/**
 * A stored blog image by the uuid of its public path, with its type read from its first bytes
 * (storage keeps no type; the upload was checked the same way). Null for anything that is not a
 * stored JPG or PNG under `blog/`, so a case's file can never be reached from here.
 */
export async function openBlogImage(
  storage: FileStorage,
  id: string,
): Promise<{ body: ReadableStream<Uint8Array>; size: number; contentType: "image/jpeg" | "image/png" } | null> {
  if (!isUuid(id)) return null;
  const stored = await storage.get(`blog/${id}`);
  if (!stored) return null;
  const chunks = stored.body[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  // Read until the signature is complete (a stream may hand it over in pieces).
  while (head.length < uploadSniffBytes) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, Buffer.from(next.value as Uint8Array)]);
  }
  const type = sniffUploadType(head);
  if (type !== "image/jpeg" && type !== "image/png") {
    stored.body.destroy();
    return null;
  }
  async function* whole() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Uint8Array;
  }
  return {
    body: Readable.toWeb(Readable.from(whole())) as ReadableStream<Uint8Array>,
    size: stored.size,
    contentType: type,
  };
}
