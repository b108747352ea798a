import { guidePaths } from "../../../content/guides/guide-paths.ts";
import { assessmentCookieName } from "../../../core/assessment-cookie.ts";
import { consentCookieName, readConsentCookie } from "../../../core/cookie-consent.ts";
import { languageCookieName, languageParam, negotiateLanguage } from "../../../core/negotiate-language.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { visitorCookieName } from "../../modules/analytics/visitor-cookie.ts";

/**
 * Which requests the page cache may answer, and under which key (ADR 0052).
 *
 * The rule is an allowlist on purpose: a page is shared between visitors only when everything it
 * depends on is in the key. So only public pages whose HTML is a function of their address, the
 * visitor's language and their cookie choice are listed, each with the query parameters it reads.
 * Any other parameter (a search, a form's result such as `?checkout_error=`, an answer to the
 * quiz) and any cookie other than the three preferences below (a session, a buyer's key, anything
 * unknown) mean the page is rendered for this visitor alone. Planning tools are left out: their
 * pages carry today's date and the viewer's plan.
 */
const pages: { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/$/, params: [] },
  { path: /^\/visa$/, params: ["purpose"] },
  { path: /^\/visa\/[a-z0-9-]{1,80}$/, params: [] },
  { path: /^\/blog$/, params: ["category", "page"] },
  { path: /^\/blog\/[a-z0-9-]{1,120}$/, params: [] },
  { path: /^\/pricing$/, params: ["tab", "billing"] },
  { path: /^\/city-comparison$/, params: ["cities", "tab"] },
  { path: /^\/(?:city-quiz|legal-notice|contact|pdf-guide|free-pdf)$/, params: [] },
];
const guides = new Set<string>(guidePaths);

/** Cookies that only choose among versions the key already tells apart (or that no page reads). */
// The detailed assessment's visitor session is read by /assessment only, a page never cached.
const sharedCookies = new Set([languageCookieName, consentCookieName, visitorCookieName, assessmentCookieName]);

/** Long or many parameters are someone probing, not a page worth keeping. */
const MAX_PARAM_LENGTH = 200;
const MAX_PARAMS = 8;

type RequestHead = { method: string; url: string; headers: Headers };

/** The key of a cacheable request, or null when this visitor must get a page of their own. */
export function pageCacheKey(request: RequestHead): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // The address first: every request passes here (the API, the assets), and most stop at it.
  const url = new URL(request.url);
  const allowed = guides.has(url.pathname) ? [] : pages.find((page) => page.path.test(url.pathname))?.params;
  if (!allowed) return null;
  if (request.headers.has("authorization")) return null;
  const cookies = cookieNames(request.headers.get("cookie"));
  if (cookies === null || cookies.some((name) => !sharedCookies.has(name))) return null;
  const entries = [...url.searchParams];
  if (entries.length > MAX_PARAMS) return null;
  for (const [name, value] of entries) {
    if (name !== languageParam && !allowed.includes(name)) return null;
    if (value.length > MAX_PARAM_LENGTH) return null;
  }
  // The order of parameters does not change the page: one entry for ?a=1&b=2 and ?b=2&a=1. The
  // order of repeated ones does (?cities=paris&cities=lyon), so the sort keeps it.
  const query = entries
    .map(([name, value], index) => ({ name, value, index }))
    .sort((a, b) => (a.name === b.name ? a.index - b.index : a.name < b.name ? -1 : 1))
    .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  const language = negotiateLanguage(request.headers, request.url);
  // Read as the root loader reads it: two cookies that mean the same choice share a page.
  const consent = readConsentCookie(request.headers.get("cookie"));
  // Figures in force change at midnight in Paris (ADR 0057): a page kept from the day before a
  // revaluation must not be served after it, so the day is part of the key.
  return [parisDate(), language, consent ? JSON.stringify(consent) : "no-consent", url.pathname, query].join("\n");
}

/** Cookie names in a Cookie header; null when the header cannot be read as cookies at all. */
function cookieNames(header: string | null): string[] | null {
  if (!header) return [];
  const names: string[] = [];
  for (const part of header.split(";")) {
    if (!part.trim()) continue;
    const equals = part.indexOf("=");
    if (equals === -1) return null;
    names.push(part.slice(0, equals).trim());
  }
  return names;
}
