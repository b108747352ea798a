import { Server } from "node:http";

/**
 * How long the server keeps an idle connection open for the client's next request.
 *
 * Node's default, 5 s (and a second of margin), is shorter than the idle time of what sits in
 * front of it: the proxy of deploy/haproxy.cfg keeps its connections to us for 60 s, and browsers
 * and HTTP clients reuse a connection for as long as it stays open. When the server closes an
 * idle connection at the moment the other side sends its next request on it, that request is
 * lost: a 502 from the proxy, an ECONNRESET for a client (seen in the browser suite, on a loaded
 * machine, after a pause of a few seconds between two requests of a walk). Waiting longer than
 * the proxy leaves the closing to the side that sends the requests. An idle connection costs a socket and a little memory;
 * graceful shutdown closes them at once (graceful-shutdown.ts).
 */
export const idleConnectionMs = 65_000;

/** The server, as the adapter hands it over: ours is plain HTTP/1.1 (the proxy ends TLS). */
export function keepConnectionsAlive(server: object): void {
  if (!(server instanceof Server)) throw new Error("keepConnectionsAlive: expected a node:http server");
  server.keepAliveTimeout = idleConnectionMs;
  // Node closes a connection whose next request's headers take longer than this, counted from the
  // end of the previous response: it must not cut the idle time short.
  server.headersTimeout = idleConnectionMs + 1_000;
}
