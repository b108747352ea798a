import type { ServerProcess } from "./server-process.ts";

/**
 * The server's RSS once it has been left alone for `seconds` (the lowest value seen, sampled
 * twice a second). Right after a burst, RSS is the high-water mark of V8's young generation and
 * of freed buffers; V8 gives most of it back after about 8 s without traffic. What stays up
 * after that is memory the server still holds: that is the figure that tells a leak.
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
