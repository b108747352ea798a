// Test fixture: the real runtime (config → database → migrations → outbox), the real API and the
// real shutdown handling, served over HTTP in a child process so tests can signal or kill it.
// React Router pages are left out: they need the Vite build and play no part in these tests.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { shutDownGracefully } from "../http/graceful-shutdown.ts";
import { bootRuntime } from "../runtime.ts";

const runtime = await bootRuntime();
const app = new Hono()
  // Test-only slow endpoint: a request that is still in flight when SIGTERM arrives.
  .get("/test/slow", async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    return c.text("finished");
  })
  .route("/api", runtime.api);
const server = serve({ fetch: app.fetch, port: runtime.deps.config.PORT, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
shutDownGracefully(server, runtime.shutdown, runtime.deps.logger, runtime.deps.config.SHUTDOWN_GRACE_MS);
