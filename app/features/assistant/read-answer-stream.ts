import type { AnswerEvent } from "../../../core/assistant/assistant-contract.ts";

const eventTypes = new Set<AnswerEvent["type"]>(["start", "delta", "citations", "done", "error"]);

/** One server-sent event block ("event: …" and "data: …" lines) as an AnswerEvent, or null when it is not one. */
function parseBlock(block: string): AnswerEvent | null {
  let name = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) continue; // a comment (keep-alive)
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }
  if (!eventTypes.has(name as AnswerEvent["type"]) || data.length === 0) return null;
  try {
    const payload = JSON.parse(data.join("\n")) as Record<string, unknown>;
    return { ...payload, type: name } as AnswerEvent;
  } catch {
    return null;
  }
}

/**
 * Reads the assistant's text/event-stream response body (events start, delta,
 * citations, done, error with JSON data) as AnswerEvents, as they arrive. Written by hand rather
 * than with EventSource, which cannot POST a question, and small so the chat page's JavaScript
 * stays small. Chunks may split a block or a multi-byte character anywhere: the decoder streams
 * and blocks are cut on their blank line.
 */
export async function* readAnswerStream(body: ReadableStream<Uint8Array>): AsyncGenerator<AnswerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const event = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        end = buffer.indexOf("\n\n");
      }
      if (done) break;
    }
    const last = buffer.trim() ? parseBlock(buffer) : null;
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}
