import type { MiddlewareHandler } from "hono";
import type { PageStore } from "./page-store.ts";

/** The administrator's API and pages (a blog post, an FAQ item, a setting…), with their `.data` requests. */
const adminPaths = /^\/(?:api\/)?admin(?:[/.-]|$)/;
const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Empties the page cache after an administrator's change succeeded (ADR 0052), so a post they
 * publish or an FAQ answer they edit is on the public pages at the next visit. One rule for every
 * admin write, API or page form, rather than a call in each use case that a new one could forget.
 * Only a change that succeeded counts: a refused request (anyone can send one) must not be a way
 * to make every visitor's next page a fresh render.
 */
export function emptyPageCacheOnAdminChange(store: PageStore): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (reads.has(c.req.method) || !adminPaths.test(c.req.path)) return;
    if (c.res.status < 400) store.invalidate();
  };
}
