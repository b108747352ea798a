import type { Context } from "hono";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

/**
 * React Router's pages, answered by one request handler for the server's life (ADR 0049, fifth
 * addendum). react-router-hono-server makes a new handler for every request, and a new handler
 * derives the route tables again on its first call (`createStaticHandler`, the routes flattened
 * and ranked): ~0.4 MB allocated and ~0.25 ms on every page rendered, garbage a loaded server
 * promotes to its old generation. Mounted from `configure`, so it answers before the library's
 * own mount, which is then never reached. The build is imported on the first request, as the
 * library does: imported statically, its top-level awaits would wait on this module.
 */
export function reactRouterPages<Env extends object>(
  loadBuild: () => Promise<ServerBuild>,
  loadContextOf: (c: Context<Env>) => RouterContextProvider,
) {
  // The library's own rule for the mode (react-router-hono-server's getBuildMode).
  const mode = process.env.NODE_ENV === "development" ? "development" : "production";
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (c: Context<Env>) => {
    handler ??= loadBuild().then((build) => createRequestHandler(build, mode));
    return (await handler)(c.req.raw, loadContextOf(c));
  };
}
