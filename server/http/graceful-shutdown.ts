import type { ServerType } from "@hono/node-server";
import type { Logger } from "../logger.ts";

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then release
 * the runtime (outbox worker, mail transport, database) and exit 0. Gives up after `graceMs`.
 */
export function shutDownGracefully(
  server: ServerType,
  release: () => Promise<void>,
  logger: Logger,
  graceMs = 10_000,
): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.error({ graceMs }, "in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, graceMs);
    force.unref();
    server.close(async () => {
      await release();
      logger.info("shut down cleanly");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their response first.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
