import { data } from "react-router";
import { acceptAll, consentCookieName, customize, rejectAll, serializeConsent } from "../../core/cookie-consent.ts";
import { clearVisitorCookie, newVisitorCookie, readVisitorId } from "../../server/modules/analytics/visitor-cookie.ts";
import { savePreferenceCookie } from "../lib/preference-cookie.server.ts";
import type { Route } from "./+types/set-cookie-consent";

const sixMonths = 60 * 60 * 24 * 182;

/** Stores the visitor's cookie decision: accepted, rejected or customized. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const decision = form.get("decision");
  const consent =
    decision === "accepted"
      ? acceptAll()
      : decision === "rejected"
        ? rejectAll()
        : decision === "customized"
          ? customize({
              analytics: form.get("analytics") === "on",
              marketing: form.get("marketing") === "on",
              preferences: form.get("preferences") === "on",
            })
          : null;
  if (!consent) throw data({ error: "unknown_decision" }, { status: 400 });
  const cookie = { name: consentCookieName, value: serializeConsent(consent), maxAgeSeconds: sixMonths };
  // The analytics id exists only while analytics are consented to (ADR 0040): given with the
  // consent, kept while it stays, removed the moment it is withdrawn.
  const hasId = readVisitorId(request.headers.get("cookie")) !== null;
  const visitorCookie = consent.preferences.analytics
    ? hasId
      ? []
      : [newVisitorCookie(request.url)]
    : [clearVisitorCookie(request.url)];
  return savePreferenceCookie(request, form, cookie, { consent }, visitorCookie);
}

export async function loader() {
  throw data(null, { status: 405 });
}
