import type { MiddlewareHandler } from "hono";

/**
 * For routes whose every answer is about one person (a case, a checklist, notifications): never
 * kept by a browser or a proxy (ADR 0016), refusals included. Set after the handler and the error
 * edge, so no route can forget it; an answer that already says no-store (a download's
 * "private, no-store") keeps its own. The Node server's privateAnswers() does the same for any
 * request with a session; this holds for the API on its own too, as the tests call it.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!/\bno-store\b/.test(c.res.headers.get("cache-control") ?? "")) c.res.headers.set("Cache-Control", "no-store");
  };
}
