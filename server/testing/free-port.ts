import { createServer } from "node:net";

/**
 * A loopback port nothing listens on right now, for a server a test, walk or script starts itself:
 * bind port 0, note the port the system chose, release it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
