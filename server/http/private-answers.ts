import type { MiddlewareHandler } from "hono";
import { carriesSession } from "./session-credentials.ts";

/** Pages and API paths that are about one person, whoever asks; ".data" is React Router's data request for a page. */
const privatePaths =
  /^\/(?:profile|dashboard|admin[^/]*|advisor|api\/auth|api\/account|api\/email-captures)(?:\/|\.data$|$)/;

// Fingerprinted build files: the same bytes for everyone, cached for a year on purpose.
const buildAssets = "/assets/";
// The guide's page previews (ADR 0075): the same for everyone too, addressed by content version.
const guidePreviews = "/pdfs/previews/";

/**
 * `Cache-Control: no-store` on every answer that may carry someone's data (ADR 0016): any page or
 * API answer to a request with a session (cookie or bearer token), and always the private paths,
 * signed in or not, so no browser back-forward cache, shared proxy or CDN keeps a copy of a
 * profile, an export or an admin list for the next person. Set after the handler, so a route
 * cannot forget it or weaken it.
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    if (path.startsWith(buildAssets) || path.startsWith(guidePreviews)) return;
    if (!carriesSession(c.req.raw.headers) && !privatePaths.test(path)) return;
    // A stricter answer of the route's own (a case file's "private, no-store") stays as it is.
    if (/\bno-store\b/.test(c.res.headers.get("Cache-Control") ?? "")) return;
    try {
      c.res.headers.set("Cache-Control", "no-store");
    } catch {
      // Headers of a Response.redirect() (or a fetched response) are read-only: copy, then set.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "no-store");
    }
  };
}
