import type { ServerProcess } from "./server-process.ts";

/**
 * The server's lowest RSS while it is left alone for `seconds` (sampled twice a second). Right
 * after a burst, RSS is the high-water mark of V8's young generation and of freed buffers; V8's
 * memory reducer gives most of it back 10 to 20 s after the traffic stops (seen on 2026-11-24).
 * What stays up after that is memory the server still holds: the figure that tells a leak.
 */
export async function settledRss(server: ServerProcess, seconds: number): Promise<number> {
  let lowest = server.rssMiB();
  for (let waited = 0; waited < seconds * 1000 && server.alive(); waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rss = server.rssMiB();
    if (rss < lowest) lowest = rss;
  }
  return lowest;
}
