import { readConsentCookie } from "../../../core/cookie-consent.ts";
import { readVisitorId } from "./visitor-cookie.ts";

/**
 * What a request allows us to count: null without the visitor's analytics consent (no cookie, a
 * rejection, or analytics switched off), otherwise the browser's random id if it has one. Read
 * from the request's own Cookie header by the route that received it and passed down to the use
 * case explicitly, never from a global, so nothing is recorded on someone else's behalf.
 */
export type AnalyticsConsent = { visitorId: string | null } | null;

export function analyticsConsentOf(headers: Headers): AnalyticsConsent {
  const cookies = headers.get("cookie");
  if (!readConsentCookie(cookies)?.preferences.analytics) return null;
  return { visitorId: readVisitorId(cookies) };
}
