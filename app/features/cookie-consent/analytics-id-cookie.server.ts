import type { CookieConsent } from "../../../core/cookie-consent.ts";
import {
  clearVisitorCookie,
  newVisitorCookie,
  readVisitorId,
} from "../../../server/modules/analytics/visitor-cookie.ts";

/**
 * The Set-Cookie values of the analytics id that go with a cookie decision. The analytics id
 * exists only while analytics are consented to (ADR 0040): given with the consent, kept while it
 * stays, removed the moment it is withdrawn.
 */
export function analyticsIdCookies(request: Request, consent: CookieConsent): string[] {
  const hasId = readVisitorId(request.headers.get("cookie")) !== null;
  return consent.preferences.analytics
    ? hasId
      ? []
      : [newVisitorCookie(request.url)]
    : [clearVisitorCookie(request.url)];
}
