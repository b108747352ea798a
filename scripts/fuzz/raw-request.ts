import { connect } from "node:net";

/**
 * One request as bytes on a socket. node:http and fetch would normalise what we want to send
 * (paths, methods, header order, Content-Length against the body, chunk framing), so requests are
 * written by hand and each on its own connection (`Connection: close`): the answer ends with the
 * connection, whatever framing the server chose.
 */
export type RawRequest = {
  method: string;
  /** Sent as is on the request line. */
  target: string;
  headers: [string, string][];
  /** Written after the head, in these pieces (already framed when the request is chunked). */
  body: Buffer[];
  /** After the last piece, close our side instead of waiting (for bodies shorter than announced). */
  halfClose?: boolean;
};

export type RawResponse =
  | { kind: "answer"; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: "none"; reason: string };

const keptBytes = 64 * 1024;

export function chunked(pieces: Buffer[]): Buffer[] {
  return [
    ...pieces
      .filter((piece) => piece.length > 0)
      .map((piece) => Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])),
    Buffer.from("0\r\n\r\n"),
  ];
}

function parse(raw: Buffer): RawResponse {
  let rest = raw;
  // Skip interim answers (100 Continue) before the final one.
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    if (end < 0) return { kind: "none", reason: rest.length ? "incomplete answer" : "closed without an answer" };
    const head = rest.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? "")?.[1]);
    if (!status) return { kind: "none", reason: `not HTTP: ${JSON.stringify(head[0]?.slice(0, 60))}` };
    const body = rest.subarray(end + 4);
    if (status >= 100 && status < 200) {
      rest = body;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    return { kind: "answer", status, headers, body: headers["transfer-encoding"] ? unchunk(body) : body };
  }
}

/** Best effort: enough to show an excerpt of a chunked answer. */
function unchunk(body: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = lineEnd < 0 ? Number.NaN : Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    pieces.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(pieces);
}

export function send(port: number, request: RawRequest, timeoutMs: number): Promise<RawResponse> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let receivedLength = 0;
    let answered = false;
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port, allowHalfOpen: true });
    const finish = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parse(Buffer.concat(received));
      resolve(parsed.kind === "answer" ? parsed : { kind: "none", reason: receivedLength ? parsed.reason : reason });
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);

    socket.on("data", (data: Buffer) => {
      answered = true;
      if (receivedLength < keptBytes) received.push(data);
      receivedLength += data.length;
    });
    socket.on("end", () => finish("closed without an answer"));
    socket.on("close", () => finish("closed without an answer"));
    // A server may answer (413) and close while we are still writing: keep what it said.
    socket.on("error", (error: NodeJS.ErrnoException) => finish(`socket ${error.code ?? error.message}`));

    socket.on("connect", async () => {
      const head = [`${request.method} ${request.target} HTTP/1.1`, ...request.headers.map(([k, v]) => `${k}: ${v}`)];
      socket.write(Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"));
      for (const piece of request.body) {
        if (answered || settled) break;
        if (!socket.write(piece)) await new Promise<void>((go) => socket.once("drain", go).once("close", go));
      }
      if (request.halfClose && !settled) socket.end();
    });
  });
}
