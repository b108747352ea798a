import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test support (ADR 0042): a real HTTP server on 127.0.0.1 speaking the OpenAI chat completions
 * streaming API — what OpenAI, Mistral, Ollama and vLLM answer at POST {base}/chat/completions
 * with `stream: true` — so the model answerer is tested over the wire it meets in production,
 * never through a mock of our own code. Each test scripts the replies in order (streamed text, a
 * tool call, an HTTP error, a hang) and reads back the requests it received.
 */

/** One scripted reply, used by the next request to arrive. */
export type ModelReply =
  /** Streams each string as one `delta.content` chunk, then `finish_reason: "stop"`. */
  | { kind: "answer"; chunks: string[]; delayMs?: number }
  /** Streams one function call, its arguments cut into `pieces` fragments, then `finish_reason: "tool_calls"`. */
  | { kind: "toolCall"; name: string; arguments: unknown; id?: string; pieces?: number }
  /** Answers this status with an OpenAI-style error body, nothing streamed. */
  | { kind: "status"; status: number; message?: string }
  /** Never answers (no headers): a model that accepted the connection and went silent. */
  | { kind: "hang" }
  /** Streams these chunks, then goes silent with the response left open. */
  | { kind: "hangAfter"; chunks: string[] }
  /** Answers at once, then streams empty chunks and keep-alive comments every 50 ms, never a word. */
  | { kind: "idle" };

/** What a request to the loopback model carried, as parsed JSON. */
export type RecordedModelRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: {
      role: string;
      content: string | null;
      tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
      tool_call_id?: string;
    }[];
    tools?: { type: string; function: { name: string; description: string; parameters: unknown } }[];
    [key: string]: unknown;
  };
};

export type LoopbackOpenAi = {
  /** The base URL to configure, ending in /v1 as OpenAI's does. */
  baseUrl: string;
  requests: RecordedModelRequest[];
  /** Queues replies for the next requests, in order. */
  reply(...replies: ModelReply[]): void;
  close(): Promise<void>;
};

/**
 * Starts the server. `fallback` answers when the queue is empty (for walks through a server of
 * their own, where one question may reach the model more than once); without it an unscripted
 * request is a 500, so a test never passes on a reply it did not ask for.
 */
export async function startLoopbackOpenAi(
  options: { fallback?: (request: RecordedModelRequest) => ModelReply } = {},
): Promise<LoopbackOpenAi> {
  const queue: ModelReply[] = [];
  const requests: RecordedModelRequest[] = [];
  const open = new Set<ServerResponse>();
  let sequence = 0;

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      return sendJson(res, 404, { error: { message: `Unknown path ${req.url}`, type: "invalid_request_error" } });
    }
    let body: RecordedModelRequest["body"];
    try {
      body = JSON.parse(raw);
    } catch {
      return sendJson(res, 400, { error: { message: "Invalid JSON body", type: "invalid_request_error" } });
    }
    const recorded = { path: req.url, authorization: req.headers.authorization, body };
    requests.push(recorded);
    const next = queue.shift() ?? options.fallback?.(recorded);
    if (!next) return sendJson(res, 500, { error: { message: "No reply scripted", type: "server_error" } });
    const id = `chatcmpl-loopback-${++sequence}`;
    await play(next, res, id, body.model, open);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function play(reply: ModelReply, res: ServerResponse, id: string, model: string, open: Set<ServerResponse>) {
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  if (reply.kind === "status") {
    return sendJson(res, reply.status, {
      error: { message: reply.message ?? "The server had an error", type: "server_error" },
    });
  }
  open.add(res);
  res.on("close", () => open.delete(res));
  if (reply.kind === "hang") return;
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.write(chunk({ role: "assistant", content: "" }));
  if (reply.kind === "idle") {
    const beat = setInterval(() => res.write(`: keep-alive\n\n${chunk({ content: "" })}`), 50);
    res.on("close", () => clearInterval(beat));
    return;
  }
  if (reply.kind === "toolCall") {
    const callId = reply.id ?? `call_${id}`;
    const text = typeof reply.arguments === "string" ? reply.arguments : JSON.stringify(reply.arguments);
    const pieces = Math.max(1, reply.pieces ?? 3);
    const size = Math.ceil(text.length / pieces);
    res.write(
      chunk({
        tool_calls: [{ index: 0, id: callId, type: "function", function: { name: reply.name, arguments: "" } }],
      }),
    );
    for (let at = 0; at < text.length; at += size) {
      res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: text.slice(at, at + size) } }] }));
    }
    res.write(chunk({}, "tool_calls"));
    res.end("data: [DONE]\n\n");
    return;
  }
  for (const content of reply.chunks) {
    if (reply.kind === "answer" && reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    res.write(chunk({ content }));
  }
  if (reply.kind === "hangAfter") return;
  res.write(chunk({}, "stop"));
  res.end("data: [DONE]\n\n");
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
