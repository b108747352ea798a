/** The cookie categories a visitor consents to (ADR 0008). Necessary cookies cannot be turned off. */
export const cookieCategories = ["necessary", "analytics", "marketing", "preferences"] as const;
export type CookieCategory = (typeof cookieCategories)[number];

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; preferences: boolean };

/**
 * The categories a visitor can switch, and a choice over them. The banner (app cookie-consent.tsx)
 * and the settings dialog it loads lazily both speak this type, so it lives here, below both,
 * rather than in either of them (which would make them import each other).
 */
export const optionalCookieCategories = ["analytics", "marketing", "preferences"] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];
export type OptionalCookieChoice = Record<OptionalCookieCategory, boolean>;
export type ConsentDecision = "accepted" | "rejected" | "customized";
export type CookieConsent = { decision: ConsentDecision; preferences: CookiePreferences };

export const defaultCookiePreferences: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

export const consentCookieName = "passerelle_consent";

const decisions: readonly ConsentDecision[] = ["accepted", "rejected", "customized"];

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

export function customize(choice: OptionalCookieChoice): CookieConsent {
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
    // Checked by hand rather than with Zod: this module is part of every page's bundle.
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const { decision, preferences } = value as { decision?: unknown; preferences?: Record<string, unknown> };
    if (!decisions.includes(decision as ConsentDecision) || typeof preferences !== "object" || preferences === null) {
      return null;
    }
    const { analytics, marketing, preferences: remember } = preferences;
    if (typeof analytics !== "boolean" || typeof marketing !== "boolean" || typeof remember !== "boolean") return null;
    return {
      decision: decision as ConsentDecision,
      preferences: { necessary: true, analytics, marketing, preferences: remember },
    };
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
