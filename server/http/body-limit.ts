import type { Context, MiddlewareHandler } from "hono";

/** What a JSON API call or a page form may send. Uploads stream past it with their own limit (`streams`). */
export const defaultBodyLimitBytes = 64 * 1024;

export type BodyLimitOptions = {
  maxBytes: number;
  /** A different limit for some paths (e.g. an upload route); the first match wins. */
  limitFor?: (c: Context) => number | undefined;
  /**
   * Requests whose body is NOT read here but left to the handler as a stream (uploads, ADR 0033:
   * isUploadRequest in upload-paths.ts). Their handler must count and limit the bytes itself while
   * reading — receiveUpload (receive-upload.ts) does — so memory stays flat whatever is sent.
   */
  streams?: (c: Context) => boolean;
  /** The refusal, in the caller's shape (JSON for the API, a page for the browser). May throw. */
  tooLarge: (c: Context, maxBytes: number) => Response | Promise<Response>;
};

/**
 * Body limits enforced while the body streams in (ADR 0016): a declared Content-Length over the
 * limit is refused before a byte is read; otherwise the body is read chunk by chunk and counting
 * stops at the limit, so a 200 MB (or endless, chunked) post costs at most the limit in memory.
 * What was read is handed on as a fresh Request built from the URL string — never from the
 * incoming one, which @hono/node-server's lightweight Request does not allow (STACK-NOTES) — so
 * every later reader (Hono's c.req.json(), better-auth, React Router's formData()) sees a
 * complete, ordinary body. A request without a body (a bodiless POST, DELETE, OPTIONS) goes on
 * with none.
 */
export function limitBodySize(options: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === "GET" || raw.method === "HEAD" || raw.method === "TRACE") return next();
    if (options.streams?.(c)) return next();
    const maxBytes = options.limitFor?.(c) ?? options.maxBytes;

    const declared = raw.headers.get("content-length");
    if (declared !== null && !raw.headers.has("transfer-encoding") && Number(declared) > maxBytes) {
      return options.tooLarge(c, maxBytes);
    }
    const body = raw.body;
    if (!body) return next();

    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch {
        // The client hung up mid-body ("aborted"): nobody is left to answer, and it is not our
        // failure. A plain 400 ends the request instead of an "unhandled error" 500 in the log.
        return new Response(null, { status: 400 });
      }
      const { done, value } = read;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // The rest is left unread: the Node server drains or drops it once the answer is sent.
        reader.releaseLock();
        return options.tooLarge(c, maxBytes);
      }
      chunks.push(value);
    }

    const headers = new Headers(raw.headers);
    headers.delete("transfer-encoding");
    if (size > 0) headers.set("content-length", String(size));
    else headers.delete("content-length");
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers,
      body: size > 0 ? Buffer.concat(chunks, size) : null,
      signal: raw.signal,
    });
    return next();
  };
}
