import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralRangeStart, freePort } from "./free-port.ts";

describe("freePort", () => {
  it("gives a port below the ephemeral range, where no outgoing connection takes its local port", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralRangeStart());
    }
  });

  it("gives a port a server can listen on at once", async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
