import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { ApiEnv } from "../http/api-env.ts";

/**
 * Serves an API under /api on 127.0.0.1 and a free port, over real HTTP: every request then
 * comes from one real client address (the socket's), as a crowd behind one NAT would.
 */
export function serveOnLoopback(api: Hono<ApiEnv>): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const app = new Hono().route("/api", api);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
