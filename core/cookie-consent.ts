import { z } from "zod";

/** Spec §3 "Cookie preferences" and §4 "Cookie consent". Necessary cookies cannot be turned off. */
export const cookieCategories = ["necessary", "analytics", "marketing", "preferences"] as const;
export type CookieCategory = (typeof cookieCategories)[number];

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; preferences: boolean };
export type ConsentDecision = "accepted" | "rejected" | "customized";
export type CookieConsent = { decision: ConsentDecision; preferences: CookiePreferences };

export const defaultCookiePreferences: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

export const consentCookieName = "passerelle_consent";

const storedConsentSchema = z.object({
  decision: z.enum(["accepted", "rejected", "customized"]),
  preferences: z.object({ analytics: z.boolean(), marketing: z.boolean(), preferences: z.boolean() }),
});

export function acceptAll(): CookieConsent {
  return {
    decision: "accepted",
    preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
  };
}

/** Reject All and the close icon both mean this. */
export function rejectAll(): CookieConsent {
  return { decision: "rejected", preferences: { ...defaultCookiePreferences } };
}

export function customize(choice: Omit<CookiePreferences, "necessary">): CookieConsent {
  return { decision: "customized", preferences: { ...choice, necessary: true } };
}

export function serializeConsent(consent: CookieConsent): string {
  const { necessary: _alwaysOn, ...optional } = consent.preferences;
  return encodeURIComponent(JSON.stringify({ decision: consent.decision, preferences: optional }));
}

/** A stored value is used only if it parses; anything else means "no decision yet". */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    const parsed = storedConsentSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    if (!parsed.success) return null;
    return { decision: parsed.data.decision, preferences: { ...parsed.data.preferences, necessary: true } };
  } catch {
    return null;
  }
}

/** Reads our consent cookie out of a Cookie header or document.cookie string. */
export function readConsentCookie(cookieHeader: string | null | undefined): CookieConsent | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === consentCookieName) return parseConsent(rest.join("="));
  }
  return null;
}
