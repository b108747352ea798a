import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { bytesBody } from "./bytes-body.ts";

/** Below this, a fresh compressor and gzip's framing cost more than the bytes they save. */
export const SMALL_ANSWER_BYTES = 1024;

/**
 * Gives a small compressible answer its Content-Length, so `compress()` (registered just before,
 * so it runs after this) sends it as it is. Hono's JSON and text answers, and our pages, carry no
 * length, and `compress()` skips only answers whose length says they are small: every one was
 * gzipped through a fresh zlib stream, `{"status":"ok"}` included, which was two thirds of what
 * `/api/health` cost under load (ADR 0049, fourth addendum).
 *
 * The body is read until it ends or passes the threshold. A small one is sent from the bytes read;
 * a longer one is handed on unchanged (the chunks read, then the rest), so a streamed page still
 * flows. Answers meant to flow as they come (`Cache-Control: no-transform`: the assistant's event
 * stream) and those that are not compressible are not read at all.
 */
export function sizeSmallAnswers(limit = SMALL_ANSWER_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    const type = answer.headers.get("Content-Type");
    if (
      !answer.body ||
      c.req.method === "HEAD" ||
      answer.headers.has("Content-Length") ||
      answer.headers.has("Content-Encoding") ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /\bno-transform\b/i.test(answer.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    const reader = answer.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) {
        const headers = new Headers(answer.headers);
        headers.set("Content-Length", String(size));
        const init = { status: answer.status, statusText: answer.statusText, headers };
        c.res = new Response(bytesBody(joined(chunks, size)), init);
        return;
      }
      chunks.push(value);
      size += value.byteLength;
    }
    c.res = new Response(readOn(chunks, reader), answer);
  };
}

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The chunks already read, then the rest of the body, as they come. */
function readOn(read: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of read) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
