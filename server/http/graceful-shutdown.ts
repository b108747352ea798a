import type { IncomingMessage, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Logger } from "../logger.ts";
import { markDraining } from "./draining.ts";

/** A connection and the requests it carries, as seen by the shutdown. */
type Connection = { opened: number; active: Set<ServerResponse>; served: number };

// A repeated call for the same server (development reloads re-run server/index.ts) replaces the
// previous handlers instead of stacking them; a global symbol survives the module being reloaded.
const installed = Symbol.for("passerelle.gracefulShutdown");

/** After a signal, the listener closes once no connection has arrived for this long. */
const acceptQuietMs = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves after the event loop's next poll phase: data that had reached the socket is read. */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/**
 * On SIGTERM/SIGINT: stop accepting connections, answer every request already received, then
 * release the runtime (outbox worker, mail transport, database) and exit 0. If requests are still
 * running after `graceMs`, exit 1 (docs/decisions/0017).
 *
 * Node's own `server.close()` is not used: it also drops "idle" connections at once, and a
 * connection accepted a moment ago whose request has not been read yet counts as idle, so its
 * client was reset (seen with 50 requests in flight). Connections are tracked here instead.
 */
export function shutDownGracefully(
  server: NetServer,
  release: () => Promise<void>,
  logger: Logger,
  graceMs = 10_000,
): void {
  const holder = server as NetServer & { [installed]?: () => void };
  holder[installed]?.();

  // A connection that has sent nothing yet gets this long to send its request once we stop. One
  // second was too short on a loaded 2-core machine: a client that had connected still took over
  // a second to write its request, and was reset. A preconnect costs at most this much more wait.
  const firstRequestWindowMs = Math.min(3000, graceMs / 2);
  const connections = new Map<Socket, Connection>();
  let accepted = 0;
  let closing = false;

  const onConnection = (socket: Socket) => {
    accepted++;
    connections.set(socket, { opened: Date.now(), active: new Set(), served: 0 });
    socket.once("close", () => connections.delete(socket));
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.active.add(res);
    // Once stopping, no connection is kept alive for another request.
    if (closing && !res.headersSent) res.setHeader("connection", "close");
    res.once("close", () => {
      connection.active.delete(res);
      connection.served++;
    });
  };

  /** Ends connections with nothing left to answer; true once none is left. */
  const sweep = (): boolean => {
    for (const [socket, connection] of connections) {
      if (connection.active.size > 0) continue;
      // Kept alive after a response: nothing is lost by closing it.
      if (connection.served > 0) socket.end();
      // Never sent a byte (a preconnect, a port scan): give it a moment, then let it go. One
      // that has started a request (bytes read, headers not complete) is waited for.
      else if (socket.bytesRead === 0 && Date.now() - connection.opened >= firstRequestWindowMs) socket.destroy();
    }
    return connections.size === 0;
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (closing) return; // npm forwards the signal a process group may also have received
    closing = true;
    // Not ready any more, from this instant: balancers stop routing here while we finish.
    markDraining();
    logger.info({ signal, graceMs }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      const pending = [...connections.values()].reduce((sum, c) => sum + c.active.size, 0);
      logger.error({ graceMs, pending }, "in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, graceMs);
    force.unref();
    for (const connection of connections.values()) {
      for (const res of connection.active) if (!res.headersSent) res.setHeader("connection", "close");
    }

    // A connection the kernel has completed is in flight for its client, but may not have reached
    // accept() yet (seen under load: SIGTERM overtaking the last handshakes of a burst). Keep
    // accepting until none has come for a moment, then close the listener: later ones are refused.
    const acceptUntil = Date.now() + Math.min(2000, graceMs / 4);
    let seen = -1;
    while (accepted !== seen && Date.now() < acceptUntil) {
      seen = accepted;
      await sleep(acceptQuietMs);
      // The timer can fire before a busy loop polled the listener: let one poll phase run first.
      await afterPoll();
    }
    NetServer.prototype.close.call(server);

    while (true) {
      await afterPoll();
      if (sweep()) break;
      await sleep(25);
    }
    try {
      await release();
    } catch (error) {
      logger.error({ err: error }, "releasing the runtime failed");
      process.exit(1);
    }
    logger.info("shut down cleanly");
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);

  server.on("connection", onConnection);
  // Before the application's own listener, so the request is counted before it is handled.
  server.prependListener("request", onRequest);
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  holder[installed] = () => {
    server.off("connection", onConnection);
    server.off("request", onRequest);
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
  };
}
