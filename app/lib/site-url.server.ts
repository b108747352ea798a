import type { RouterContextProvider } from "react-router";
import { serverContext } from "../../server/router-context.server.ts";

/**
 * Absolute site origin for canonical URLs, JSON-LD, sitemaps and robots.txt: the configured
 * PUBLIC_URL (server/config.ts resolves it once), never the request's Host header, which any
 * client can set (docs/decisions/0017). It takes no request so it cannot be tempted to.
 */
export function siteUrlOf(context: Readonly<RouterContextProvider>): string {
  return context.get(serverContext).services.siteUrl;
}
