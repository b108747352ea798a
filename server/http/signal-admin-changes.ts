import type { MiddlewareHandler } from "hono";
import type { ContentChanges } from "../modules/content-changes/content-changes.ts";

/** The administrator's API and pages (a blog post, an FAQ item, a setting…), with their `.data` requests. */
const adminPaths = /^\/(?:api\/)?admin(?:[/.-]|$)/;
const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Signals a content change after an administrator's write succeeded (ADR 0052, ADR 0072): every
 * instance then empties its page cache and rebuilds its assistant's index, so a post they publish
 * or unpublish, or an FAQ answer they edit, is on every instance's public pages at the next visit.
 * One rule for every admin write, API or page form, rather than a call in each use case that a new
 * one could forget. Only a change that succeeded counts: a refused request (anyone can send one)
 * must not be a way to make every visitor's next page a fresh render. The answer waits for the
 * signal, so once the administrator sees "saved", no instance serves the old page.
 */
export function signalAdminChanges(changes: ContentChanges): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (reads.has(c.req.method) || !adminPaths.test(c.req.path)) return;
    if (c.res.status < 400) await changes.signal();
  };
}
