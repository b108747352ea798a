import { Agent, request as httpRequest } from "node:http";

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export type RawRequest = {
  method?: string;
  /** Sent as written: "//evil.example/" stays "//evil.example/" (fetch and URL would normalise it). */
  path: string;
  headers?: Record<string, string>;
  /** The body, sent as is; with `chunked: true` it goes out with Transfer-Encoding: chunked. */
  body?: string | Buffer;
  chunked?: boolean;
  /** A large chunked body generated on the fly: this many bytes of "a", in 64 KiB chunks. */
  streamBytes?: number;
};

/**
 * One HTTP/1.1 request with node:http, exactly as written, for edge tests: literal paths, odd
 * methods, chunked and bodiless posts. A server may answer (and close) before a large body is
 * fully sent: the answer still counts, and errors from writing the rest are ignored.
 */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      {
        host: hostname,
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        // Keep-alive, as browsers and curl send it: with "Connection: close" Node's server shuts the
        // socket right after an early answer (a 413) and the rest of a large body meets EPIPE.
        agent: new Agent({ keepAlive: true, maxSockets: 1 }),
        setHost: true,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          });
          request.destroy();
        });
        response.on("error", reject);
      },
    );
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.chunked || options.streamBytes !== undefined) request.setHeader("transfer-encoding", "chunked");
    if (options.streamBytes !== undefined) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      let left = options.streamBytes;
      const pump = () => {
        while (left > 0 && !answered && !request.destroyed) {
          const size = Math.min(left, chunk.length);
          left -= size;
          if (!request.write(chunk.subarray(0, size))) return void request.once("drain", pump);
        }
        if (!answered && !request.destroyed) request.end();
      };
      pump();
    } else if (options.body === undefined && !options.chunked) {
      // Truly bodiless, as curl -X POST sends it: no Content-Length: 0, no Transfer-Encoding
      // (removing both before the headers go out tells node:http to add neither).
      request.removeHeader("content-length");
      request.removeHeader("transfer-encoding");
      request.end();
    } else {
      request.end(options.body);
    }
  });
}
