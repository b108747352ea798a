import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import {
  maxUploadBytes,
  maxUploadMegabytes,
  sniffUploadType,
  type UploadType,
  uploadSniffBytes,
} from "../../core/uploads.ts";
import { AppError } from "./app-error.ts";
import { pdfRefusalOfFile } from "./pdf-active-content.ts";
import { asStorageFullRefusal, isStorageFull } from "./storage-full.ts";

/**
 * Receives the one file of an upload request while it streams in (ADR 0033):
 *
 *   const upload = await receiveUpload(c.req.raw, { tempDir: deps.fileStorage.tempDir });
 *   await deps.fileStorage.putFile(key, upload.tempPath, { contentType: upload.contentType, size: upload.size });
 *
 * The request is `multipart/form-data` with the file in the field `file` (other fields and files
 * are skipped). The file goes straight to a new temp file (0600) in `tempDir`, chunk by chunk, so
 * memory stays flat whatever is sent. Its first bytes decide its type (core/uploads.ts): the first
 * chunk that is not JPG, PNG or PDF stops the upload, and so does the first byte past 10 MB. The
 * answer is the checked type — never the name's extension or the browser's claim — with the size
 * and SHA-256 counted on the way.
 *
 * A PDF is then parsed whole and refused if it carries active content — scripts, actions, embedded
 * files, HTML (pdf-active-content.ts, ADR 0068): `upload_pdf_active_content`, `upload_pdf_encrypted`
 * or `upload_pdf_unreadable` (415).
 *
 * Refusals are AppErrors the API's edge translates: `upload_type_refused` (415),
 * `upload_too_large` (413, also for a declared Content-Length far above the limit, before a byte is
 * read), `upload_missing` (400: no `file`, or an empty one), `upload_malformed` (400),
 * `upload_storage_full` (507: the disk or quota filled while spooling). After a
 * refusal nothing is left on disk, and the rest of the body is read and thrown away — up to
 * `drainLimitBytes` in all, for `drainTimeMs` at most — so a browser still sending gets the answer
 * instead of a reset connection; beyond that the server closes the connection after answering.
 *
 * The route must be exempt from the API's buffering body limit (isUploadPath in upload-paths.ts)
 * and call this before anything else reads the body. On success the caller owns the temp file:
 * storage.putFile consumes it; a caller that stores nothing must remove it.
 */
export type ReceivedUpload = {
  tempPath: string;
  size: number;
  /** What the file's first bytes prove it to be. */
  contentType: UploadType;
  /** As the browser sent it; only for safeDownloadName (core/uploads.ts), never as a path. */
  originalName: string;
  /** Hex SHA-256 of the file's bytes. */
  sha256: string;
};

export type ReceiveUploadOptions = {
  /** Where the file is spooled: the storage's tempDir (on the same disk as local storage). */
  tempDir: string;
};

/** The form's own bytes around the file: boundaries, part headers, a few small fields. */
export const formOverheadBytes = 64 * 1024;
/** The largest request body an upload may be. */
export const maxUploadRequestBytes = maxUploadBytes + formOverheadBytes;
/** After a refusal, the body is read (and discarded) up to this many bytes in all, then dropped. */
export const drainLimitBytes = maxUploadBytes + 1024 * 1024;
const drainTimeMs = 10_000;
const fileField = "file";

const refused = {
  type: () => new AppError("unsupported_media_type", "upload_type_refused"),
  tooLarge: () => new AppError("payload_too_large", "upload_too_large", [], { maxMb: String(maxUploadMegabytes) }),
  missing: () => new AppError("bad_request", "upload_missing"),
  malformed: () => new AppError("bad_request", "upload_malformed"),
};

export async function receiveUpload(request: Request, options: ReceiveUploadOptions): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw refused.malformed();
  const declared = request.headers.get("content-length");
  if (declared !== null && !request.headers.has("transfer-encoding") && Number(declared) > maxUploadRequestBytes) {
    throw refused.tooLarge();
  }
  const body = request.body;
  if (!body) throw refused.missing();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send a file name as UTF-8 bytes; an Arabic name stays Arabic.
      defParamCharset: "utf8",
      limits: { fields: 20, fieldSize: 1024, parts: 30, fileSize: maxUploadBytes + 1 },
    });
  } catch {
    throw refused.malformed();
  }
  await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
  const tempPath = join(options.tempDir, `${crypto.randomUUID()}.upload`);

  // The first problem wins; everything else waits on it or on the parser.
  let failure: Error | undefined;
  let onFailure = () => {};
  const failed = new Promise<void>((resolve) => {
    onFailure = resolve;
  });
  const fail = (error: Error) => {
    failure ??= error;
    onFailure();
  };
  const parsed = new Promise<void>((resolve) => parser.once("close", resolve));

  let spooling: Promise<SpooledFile | null> | undefined;
  let originalName = "";
  parser.on("file", (name, stream, info) => {
    if (name !== fileField || spooling) {
      stream.resume();
      return;
    }
    originalName = info.filename ?? "";
    spooling = spoolFile(stream, tempPath).catch((error: Error) => {
      fail(asRefusal(error));
      return null;
    });
  });
  parser.on("error", () => fail(refused.malformed()));

  const reader = body.getReader();
  let received = 0;
  for (;;) {
    if (failure) break;
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The client hung up mid-body: nobody is left to answer.
      fail(refused.malformed());
      break;
    }
    if (read.done) {
      parser.end();
      break;
    }
    received += read.value.byteLength;
    if (received > maxUploadRequestBytes) {
      fail(refused.tooLarge());
      break;
    }
    // Backpressure: the next chunk is read only once the parser (and so the disk) took this one.
    if (!parser.write(read.value)) {
      await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), failed, parsed]);
    }
  }

  if (!failure) await Promise.race([parsed, failed]);
  const file = failure ? null : ((await spooling) ?? null);
  if (!failure && !spooling) fail(refused.missing());
  if (failure || !file) {
    parser.destroy();
    await spooling;
    await rm(tempPath, { force: true });
    await discardRest(reader, received);
    throw failure ?? refused.malformed();
  }
  // A PDF's first bytes only say it is one: what it does when opened is in its objects (ADR 0068).
  if (file.type === "application/pdf") {
    const refusal = await pdfRefusalOfFile(tempPath).catch(() => "upload_pdf_unreadable" as const);
    if (refusal) {
      await rm(tempPath, { force: true });
      throw new AppError("unsupported_media_type", refusal);
    }
  }
  return { tempPath, size: file.size, contentType: file.type, originalName, sha256: file.sha256 };
}

type SpooledFile = { size: number; type: UploadType; sha256: string };

/** Writes the file part to `tempPath`, checking its first bytes and counting its size as it passes. */
async function spoolFile(stream: Readable, tempPath: string): Promise<SpooledFile> {
  const hash = createHash("sha256");
  let head = Buffer.alloc(0);
  let type: UploadType | null = null;
  let size = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxUploadBytes) return done(refused.tooLarge());
      if (!type) {
        head = Buffer.concat([head, chunk.subarray(0, uploadSniffBytes)]).subarray(0, uploadSniffBytes);
        if (head.length >= uploadSniffBytes) {
          type = sniffUploadType(head);
          if (!type) return done(refused.type());
        }
      }
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (size === 0) return done(refused.missing());
      // A file shorter than the longest signature is decided on what there is.
      type ??= sniffUploadType(head);
      done(type ? null : refused.type());
    },
  });
  await pipeline(stream, inspect, createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
  if (!type) throw refused.type();
  return { size, type, sha256: hash.digest("hex") };
}

/**
 * Our refusals as they are; a full disk is a 507 to try again later (storage-full.ts); any other file
 * system error stays itself (a 500 in the log); the rest is a broken form.
 */
function asRefusal(error: Error): Error {
  if (error instanceof AppError) return error;
  if (isStorageFull(error)) return asStorageFullRefusal(error) as AppError;
  if ("syscall" in error) return error;
  return refused.malformed();
}

/**
 * Reads and throws away what the client is still sending, so it can read our answer instead of
 * meeting a reset connection — within bounds: past `drainLimitBytes` in all or `drainTimeMs`, the
 * body is cancelled and the server closes the connection once it has answered.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<"time-up">((resolve) => {
    timer = setTimeout(() => resolve("time-up"), drainTimeMs);
  });
  try {
    while (read <= drainLimitBytes) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === "time-up") break;
      if (next.done) return;
      read += next.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client is gone: nothing left to drain.
  } finally {
    clearTimeout(timer);
  }
}
