import type { RouterContextProvider } from "react-router";
import { serverContext } from "../../server/router-context.server.ts";

/** Absolute site origin for canonical URLs and sitemaps: PUBLIC_URL, else the request's origin. */
export function siteUrlOf(request: Request, context: Readonly<RouterContextProvider>): string {
  const publicUrl = context.get(serverContext).services.config.PUBLIC_URL;
  return (publicUrl ?? new URL(request.url).origin).replace(/\/$/, "");
}
