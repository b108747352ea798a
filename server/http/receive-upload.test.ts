import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUploadBytes } from "../../core/uploads.ts";
import type { FileStorage } from "../infra/storage/file-storage.ts";
import { newCaseFileKey } from "../infra/storage/file-storage.ts";
import { createLocalFileStorage } from "../infra/storage/local-file-storage.ts";
import { rawRequest } from "../testing/raw-http.ts";
import type { ApiEnv } from "./api-env.ts";
import { AppError } from "./app-error.ts";
import { defaultBodyLimitBytes, limitBodySize } from "./body-limit.ts";
import { handleApiError } from "./error-handler.ts";
import { receiveUpload } from "./receive-upload.ts";
import { isUploadRequest } from "./upload-paths.ts";

/**
 * Uploads over real HTTP on loopback, through @hono/node-server configured as in production and
 * the API's body limit with its upload exemption, as createApi mounts them: a route shaped like the
 * case routes receives the file and stores it on the local disk.
 */
type StoredAnswer = { key: string; size: number; contentType: string; originalName: string; sha256: string };
type ErrorAnswer = { error: { code: string; message: string } };

const caseId = crypto.randomUUID();
const uploadPath = `/api/cases/${caseId}/attachments`;

// A real 1×1 PNG, a JPEG header (JFIF APP0) with data and end marker, a small real PDF.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  randomBytes(50_000),
  Buffer.from([0xff, 0xd9]),
]);
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
// What a Windows executable starts with ("MZ", then the DOS header).
const executable = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"), randomBytes(4_000)]);

const run = promisify(execFile);
const streamUploadsScript = fileURLToPath(new URL("../testing/stream-uploads.ts", import.meta.url));

/** V8's collector, made callable at run time: the memory test measures what is held, not garbage. */
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");

function form(content: Buffer, name: string, type: string, field = "file"): FormData {
  const body = new FormData();
  body.append("note", "sent by the test");
  body.append(field, new Blob([new Uint8Array(content)], { type }), name);
  return body;
}

describe("receiving an upload while it streams", () => {
  let root: string;
  let storage: FileStorage;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "passerelle-receive-upload-"));
    storage = createLocalFileStorage(join(root, "uploads"));
    const app = new Hono<ApiEnv>();
    app.use(
      limitBodySize({
        maxBytes: defaultBodyLimitBytes,
        streams: (c) => isUploadRequest(c.req.raw),
        tooLarge: () => {
          throw new AppError("payload_too_large", "payload_too_large");
        },
      }),
    );
    app.post("/api/cases/:caseId/attachments", async (c) => {
      const upload = await receiveUpload(c.req.raw, { tempDir: storage.tempDir });
      const key = newCaseFileKey(c.req.param("caseId"));
      await storage.putFile(key, upload.tempPath, { contentType: upload.contentType, size: upload.size });
      const { tempPath: _, ...answer } = upload;
      return c.json({ key, ...answer }, 201);
    });
    app.post("/api/notes", async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
    app.onError(handleApiError);
    await new Promise<void>((resolve) => {
      const server = serve(
        { fetch: app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false },
        (info) => {
          baseUrl = `http://127.0.0.1:${info.port}`;
          close = () => new Promise<void>((done) => server.close(() => done()));
          resolve();
        },
      );
    });
  });
  afterAll(async () => {
    await close?.();
    await rm(root, { recursive: true, force: true });
  });

  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${uploadPath}`, { method: "POST", body, headers: { "accept-language": "en", ...headers } });

  /** Files being received (there must be none after any answer). */
  async function tempFiles(): Promise<string[]> {
    return readdir(storage.tempDir).catch(() => []);
  }
  /** Files stored for the test's case. */
  async function storedFiles(): Promise<string[]> {
    return readdir(join(root, "uploads", "cases", caseId)).catch(() => []);
  }
  async function storedContent(key: string): Promise<Buffer> {
    const object = await storage.get(key);
    if (!object) throw new Error(`nothing stored under ${key}`);
    return buffer(object.body);
  }

  async function expectRefused(response: Response, status: number, code: string, message: RegExp | string) {
    expect(response.status).toBe(status);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.code).toBe(code);
    if (typeof message === "string") expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await tempFiles()).toEqual([]);
  }

  it("accepts a PNG, stores the same bytes and says what it checked", async () => {
    const response = await post(form(png, "passport.png", "image/png"));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as StoredAnswer;
    expect(answer).toMatchObject({
      size: png.length,
      contentType: "image/png",
      originalName: "passport.png",
      sha256: sha256(png),
    });
    expect((await storedContent(answer.key)).equals(png)).toBe(true);
    expect(await tempFiles()).toEqual([]);
  });

  it("accepts a JPG and a PDF by their content, whatever the browser claims", async () => {
    const jpegAnswer = (await (await post(form(jpeg, "scan.jpeg", "application/octet-stream"))).json()) as StoredAnswer;
    expect(jpegAnswer.contentType).toBe("image/jpeg");
    expect((await storedContent(jpegAnswer.key)).equals(jpeg)).toBe(true);

    const response = await post(form(pdf, "relevé bancaire.pdf", "application/pdf"));
    expect(response.status).toBe(201);
    const pdfAnswer = (await response.json()) as StoredAnswer;
    expect(pdfAnswer).toMatchObject({ contentType: "application/pdf", originalName: "relevé bancaire.pdf" });
    expect((await storedContent(pdfAnswer.key)).equals(pdf)).toBe(true);
  });

  it("refuses a Windows executable renamed passport.png with 415 and the spec's message, keeping nothing", async () => {
    const before = await storedFiles();
    await expectRefused(
      await post(form(executable, "passport.png", "image/png")),
      415,
      "unsupported_media_type",
      "Only JPG, PNG and PDF files are accepted",
    );
    await expectRefused(
      await post(form(executable, "passport.png", "image/png"), { "accept-language": "fr" }),
      415,
      "unsupported_media_type",
      "Seuls les fichiers JPG, PNG et PDF sont acceptés",
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses an 11 MB PDF with 413 naming the limit, before reading it, keeping nothing", async () => {
    const before = await storedFiles();
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await expectRefused(
      await post(form(big, "bank-statement.pdf", "application/pdf")),
      413,
      "payload_too_large",
      "This file is too large: 10 MB at most.",
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a chunked upload (no Content-Length) once it passes 10 MB, and the client still gets the answer", async () => {
    const before = await storedFiles();
    const boundary = "----passerelle-test-boundary";
    const parts = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      ...Array.from({ length: 42 }, () => Buffer.alloc(256 * 1024, 0x20)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${baseUrl}${uploadPath}`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "accept-language": "fr" },
    } as RequestInit);
    await expectRefused(
      response,
      413,
      "payload_too_large",
      "Ce fichier est trop volumineux\u202f: 10\u202fMo au maximum.",
    );
    expect(await storedFiles()).toEqual(before);
  });

  it("cuts off an endless chunked body with 413, without waiting for its end", async () => {
    const response = await rawRequest(baseUrl, {
      method: "POST",
      path: uploadPath,
      headers: { "content-type": "multipart/form-data; boundary=x", "accept-language": "en" },
      streamBytes: 40 * 1024 * 1024,
    });
    expect(response.status).toBe(413);
    expect(await tempFiles()).toEqual([]);
  });

  it("answers 400 to an empty file, a form without the file field, and a malformed body — never a 500", async () => {
    const missing = "Please choose a file to upload: none was received, or it was empty.";
    await expectRefused(await post(form(Buffer.alloc(0), "empty.pdf", "application/pdf")), 400, "bad_request", missing);
    await expectRefused(
      await post(form(pdf, "passport.pdf", "application/pdf", "document")),
      400,
      "bad_request",
      missing,
    );
    const onlyText = new FormData();
    onlyText.append("file", "not a file, a text field");
    await expectRefused(await post(onlyText), 400, "bad_request", missing);

    const malformed = "The file could not be read from the request. Please try again.";
    await expectRefused(
      await post("this is not a multipart body", { "content-type": "multipart/form-data; boundary=abc" }),
      400,
      "bad_request",
      malformed,
    );
    await expectRefused(
      await post(`--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off`, {
        "content-type": "multipart/form-data; boundary=abc",
      }),
      400,
      "bad_request",
      malformed,
    );
    await expectRefused(await post("{}", { "content-type": "multipart/form-data" }), 400, "bad_request", malformed);
    await expectRefused(
      await post('{"file":"x"}', { "content-type": "application/json" }),
      400,
      "bad_request",
      malformed,
    );
  });

  it("keeps the buffered 64 KiB limit on every other path", async () => {
    const small = await fetch(`${baseUrl}/api/notes`, { method: "POST", body: "x".repeat(1000) });
    expect(await small.json()).toEqual({ bytes: 1000 });
    const large = await fetch(`${baseUrl}/api/notes`, { method: "POST", body: "x".repeat(100 * 1024) });
    expect(large.status).toBe(413);
  });

  it("keeps memory flat while ten 10 MB uploads stream at once", async () => {
    // The uploads come from another process, so only this server's memory is measured, and are
    // generated as they are sent (stream-uploads.ts), as from ten browsers.
    const fileBytes = maxUploadBytes - 1024;
    const sendUploads = async (count: number) => {
      const { stdout } = await run(process.execPath, [
        streamUploadsScript,
        `${baseUrl}${uploadPath}`,
        String(count),
        String(fileBytes),
      ]);
      return JSON.parse(stdout) as number[];
    };
    // Warm-up: the code paths, buffers and heap settle first.
    expect(await sendUploads(2)).toEqual([201, 201]);
    const before = await storedFiles();
    collectGarbage();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let samples = 0;
    // What is still held, not garbage not yet collected: a collection every fourth sample.
    const sampler = setInterval(() => {
      if (++samples % 4 === 0) collectGarbage();
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      expect(await sendUploads(10)).toEqual(Array(10).fill(201));
    } finally {
      clearInterval(sampler);
    }
    const grewMb = (peak - baseline) / (1024 * 1024);
    // Holding the files would cost 100 MB or more here (about 150 MB measured when buffered).
    expect(grewMb).toBeLessThan(60);
    expect(samples).toBeGreaterThan(20);
    const stored = (await storedFiles()).filter((name) => !before.includes(name));
    expect(stored).toHaveLength(10);
    expect(await tempFiles()).toEqual([]);
  }, 60_000);
});
