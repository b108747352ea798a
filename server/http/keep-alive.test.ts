import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { idleConnectionMs, keepConnectionsAlive } from "./keep-alive.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

function get(port: number, agent: Agent): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(req.socket as Socket));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("idle connections", () => {
  it("stay open longer than the proxy in front keeps them (deploy/haproxy.cfg: 60 s)", () => {
    expect(idleConnectionMs).toBeGreaterThan(60_000);
  });

  it("are still open for the next request after Node's default 5 s (and 1 s of margin) of silence", async () => {
    server = createServer((_req, res) => res.end("ok"));
    keepConnectionsAlive(server);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      let closed = false;
      first.once("close", () => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(closed, "the server closed the idle connection").toBe(false);
      const second = await get(port, agent);
      expect(second).toBe(first);
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
