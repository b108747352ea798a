import { data } from "react-router";
import { acceptAll, consentCookieName, customize, rejectAll, serializeConsent } from "../../core/cookie-consent.ts";
import { analyticsIdCookies } from "../features/cookie-consent/analytics-id-cookie.server.ts";
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
  // The analytics id follows the consent (ADR 0040).
  return savePreferenceCookie(request, form, cookie, { consent }, analyticsIdCookies(request, consent));
}

export async function loader() {
  throw data(null, { status: 405 });
}
