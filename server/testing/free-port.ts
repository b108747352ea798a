import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A loopback port nothing listens on right now, for a server a test, walk or script starts itself.
 *
 * Chosen at random below the system's ephemeral range, then checked by binding it. A port the
 * system hands out itself (listening on port 0) comes from that range, which is also where every
 * outgoing connection takes its local port: between the check and the server's own listen, a
 * connection from any of the suites running side by side could take it, and the server failed
 * with EADDRINUSE (once in CI, a walk's own server).
 */
export async function freePort(): Promise<number> {
  const lowest = 10_000;
  const highest = ephemeralRangeStart() - 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free loopback port between ${lowest} and ${highest}`);
}

/** Linux's first ephemeral port (32768 by default; the same bound suits other systems). */
export function ephemeralRangeStart(): number {
  try {
    const first = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 11_000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
