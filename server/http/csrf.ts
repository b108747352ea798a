import type { MiddlewareHandler } from "hono";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Sec-Fetch-Site and/or Origin on such requests; a request with neither is not from a browser
 * and so cannot ride on a visitor's cookies. See docs/decisions/0007-csrf-by-origin.md.
 */
export function isCrossSiteRequest(request: Request, allowedOrigins: string[]): boolean {
  if (safeMethods.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  if (allowedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== request.headers.get("host");
  } catch {
    return true;
  }
}

export function refuseCrossSite(allowedOrigins: string[], onRefuse: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    if (isCrossSiteRequest(c.req.raw, allowedOrigins)) return onRefuse(c, next);
    await next();
  };
}
