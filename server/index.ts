import type { Context } from "hono";
import { compress } from "hono/compress";
import { RouterContextProvider } from "react-router";
import { createHonoServer } from "react-router-hono-server/node";
import { safeRedirectPath } from "../core/safe-redirect.ts";
import { loadConfigOrExit } from "./config.ts";
import type { ApiEnv } from "./http/api-env.ts";
import { clientIpOf } from "./http/client-ip.ts";
import { refuseCrossSite } from "./http/csrf.ts";
import { shutDownGracefully } from "./http/graceful-shutdown.ts";
import { keepConnectionsAlive } from "./http/keep-alive.ts";
import { pageCache } from "./http/page-cache/page-cache.ts";
import { PageStore } from "./http/page-cache/page-store.ts";
import { pageRequests } from "./http/page-requests.ts";
import { privateAnswers } from "./http/private-answers.ts";
import { reactRouterPages } from "./http/react-router-pages.ts";
import { requestContext } from "./http/request-context.ts";
import { cspNonceOf, securityHeaders } from "./http/security-headers.ts";
import { signalAdminChanges } from "./http/signal-admin-changes.ts";
import { sizeSmallAnswers } from "./http/size-small-answers.ts";
import { recordPageViews } from "./modules/analytics/record-page-views.ts";
import { blogImagesRoutes } from "./modules/blog/blog-images.routes.ts";
import { guidePreviewsRoutes } from "./modules/guide-pdf/guide-previews.routes.ts";
import { publicPdfsRoutes } from "./modules/guide-pdf/public-pdfs.routes.ts";
import { serverContext } from "./router-context.server.ts";
import { bootRuntime } from "./runtime.ts";
import { sharedDeploymentProblems } from "./shared-deployment.ts";

// The one Node server: Hono answers /api/*, React Router renders every other path (ADR 0002).

const config = loadConfigOrExit();
const missing = sharedDeploymentProblems(config, process.env);
if (missing.length > 0) {
  console.error(`This server may run beside others; it will not start without:\n${missing.join("\n")}`);
  process.exit(1);
}

// In development Vite re-evaluates this module on change: release the previous runtime first.
const previous = (globalThis as { __passerelleShutdown?: () => Promise<void> }).__passerelleShutdown;
if (previous) await previous();
const runtime = await bootRuntime(config);
(globalThis as { __passerelleShutdown?: () => Promise<void> }).__passerelleShutdown = runtime.shutdown;
const { logger } = runtime.deps;
// In development every save must show at once; a new process (a deploy) starts empty.
const pageStore =
  config.NODE_ENV === "production" && config.PAGE_CACHE_MAX_MB > 0
    ? new PageStore(config.PAGE_CACHE_MAX_MB * 1024 * 1024, config.PAGE_CACHE_TTL_SECONDS * 1000)
    : null;
if (pageStore) runtime.contentChanges.subscribe(() => pageStore.invalidate());

/** What React Router's loaders, actions and entry.server get for a request (router-context.server.ts). */
function loadContextOf(c: Context<ApiEnv>): RouterContextProvider {
  return new RouterContextProvider(
    new Map([
      [
        serverContext,
        {
          cspNonce: cspNonceOf(c),
          requestId: c.get("requestId"),
          clientIp: clientIpOf(c, config.TRUST_PROXY),
          services: runtime.deps,
          // React Router's own test for a data request (server-runtime/server.js).
          documentRequest: !c.req.path.endsWith(".data"),
          renderOnly: new Map(),
        },
      ],
    ]),
  );
}

export default await createHonoServer<ApiEnv>({
  port: config.PORT,
  hostname: config.HOST,
  defaultLogger: false,
  // The build's .br and .gz copies of scripts and styles (scripts/precompress-assets.ts),
  // sent as they are; compress() below leaves an answer that already has its encoding alone.
  serveStaticOptions: { clientAssets: { precompressed: true }, publicAssets: { precompressed: true } },
  beforeAll(app) {
    app.use(requestContext(logger));
    app.use(securityHeaders({ production: config.NODE_ENV === "production" }));
    app.use(compress());
    // Small answers (API JSON, short texts) get their length and go uncompressed (ADR 0049).
    app.use(sizeSmallAnswers());
    // No-store on every answer that may carry someone's data (ADR 0016).
    app.use(privateAnswers());
    // One address per page: "/pricing/" answers with a permanent redirect to "/pricing", always
    // to a path of this site ("//evil.example/" goes to "/evil.example", not to another host).
    app.use(async (c, next) => {
      const { pathname, search } = new URL(c.req.url);
      if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("/api/")) {
        return c.redirect(safeRedirectPath(`${pathname.replace(/\/+$/, "")}${search}`), 301);
      }
      await next();
    });
    // Page actions (forms posted to React Router) get the same cross-site refusal as the API,
    // which applies its own, JSON-speaking copy inside createApi.
    const refusePages = refuseCrossSite(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [], async (c) =>
      c.text("Forbidden: cross-site request", 403),
    );
    app.use((c, next) => (c.req.path.startsWith("/api/") ? next() : refusePages(c, next)));
    // Pages take GET, HEAD and form posts within the body limit; anything else is a 4xx here,
    // before React Router (which answers 500 to OPTIONS) or an action reads the body (ADR 0016).
    app.use(pageRequests());
    // Public pages answered 200 count as a view, only with analytics consent (ADR 0040).
    app.use(recordPageViews(runtime.deps.db, logger));
    // An administrator's change is signalled to every instance (ADR 0072)…
    app.use(signalAdminChanges(runtime.contentChanges));
    // …whose anonymous visits of public pages come from memory, emptied by any such change (ADR 0052).
    if (pageStore) app.use(pageCache(pageStore));
  },
  configure(app) {
    app.route("/api", runtime.api);
    // The free starter guide, a static PDF under /pdfs/ (ADR 0029).
    app.route("/pdfs", publicPdfsRoutes(runtime.deps));
    // The full guide's page previews that /pdf-guide shows (ADR 0075).
    app.route("/pdfs", guidePreviewsRoutes(runtime.deps));
    // The blog's images, public (ADR 0037).
    app.route("/blog-images", blogImagesRoutes(runtime.deps));
    // Every other address: React Router's pages, with one request handler (ADR 0049).
    app.all(
      "*",
      reactRouterPages(() => import("virtual:react-router/server-build"), loadContextOf),
    );
  },
  listeningListener(info) {
    logger.info({ port: info.port, host: config.HOST }, `Passerelle listening on http://localhost:${info.port}`);
  },
  onServe: (server) => {
    keepConnectionsAlive(server);
    shutDownGracefully(server, runtime.shutdown, logger, config.SHUTDOWN_GRACE_MS);
  },
});
