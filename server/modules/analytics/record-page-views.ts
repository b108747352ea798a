import type { MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { negotiateLanguage } from "../../../core/negotiate-language.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";
import { analyticsConsentOf } from "./analytics-consent.ts";
import { recordEvent } from "./record-event.ts";
import { newVisitorCookie, readVisitorId } from "./visitor-cookie.ts";

/** Pages about one person (the same list private-answers.ts keeps out of caches): never counted. */
const privatePages = /^\/(?:profile|dashboard|admin[^/]*|advisor|account)(?:\/|$)/;

/**
 * The page a GET shows: an HTML document, or React Router's data request made when a page is
 * reached by a link (`/visas.data`, `/_root.data` for the home page), so a visit that moves on
 * without reloading is counted too. Null for anything else (assets, the API, files).
 */
function pageOf(path: string, contentType: string): string | null {
  if (path.startsWith("/api/") || path.startsWith("/assets/")) return null;
  if (path.endsWith(".data")) {
    const page = path.slice(0, -".data".length);
    return page === "/_root" ? "/" : page;
  }
  return contentType.startsWith("text/html") ? path : null;
}

/**
 * Counts a page view (ADR 0040) after a public page was answered with 200, only with the visitor's
 * analytics consent, and never for an obvious bot. A consenting browser without its random id yet
 * (consent given before analytics existed) gets one here, with this view. Recording never delays
 * or breaks the page: it runs after the answer is made and a failure is only logged.
 */
export function recordPageViews(db: Db, logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200) return;
    const page = pageOf(c.req.path, c.res.headers.get("content-type") ?? "");
    if (!page || privatePages.test(page)) return;
    const consent = analyticsConsentOf(c.req.raw.headers);
    if (!consent || isbot(c.req.header("user-agent") ?? "")) return;
    let visitorId = consent.visitorId;
    if (!visitorId) {
      const cookie = newVisitorCookie(c.req.url);
      visitorId = readVisitorId(cookie.split(";", 1)[0]);
      try {
        c.res.headers.append("set-cookie", cookie);
      } catch {
        // Read-only headers (a fetched response): the id waits for the next page.
        visitorId = null;
      }
    }
    await recordEvent(db, visitorId ? { visitorId } : null, {
      name: "page_view",
      path: page,
      language: negotiateLanguage(c.req.raw.headers, c.req.url),
    }).catch((error) => logger.error({ err: error }, "page view not recorded"));
  };
}
