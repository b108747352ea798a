import type { MiddlewareHandler } from "hono";

/**
 * Answers about someone's case and notifications are never kept by a browser or a proxy (ADR
 * 0016), refusals included: set after the handler and the error edge, so no route can forget it.
 * (The Node server's privateAnswers() does the same for any request with a session; this holds
 * for the API on its own too, as the tests call it.)
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  };
}
