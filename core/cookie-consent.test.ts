import { describe, expect, it } from "vitest";
import {
  acceptAll,
  consentCookieName,
  customize,
  parseConsent,
  readConsentCookie,
  rejectAll,
  serializeConsent,
} from "./cookie-consent.ts";

describe("cookie consent", () => {
  it("Accept All turns every category on", () => {
    expect(acceptAll()).toEqual({
      decision: "accepted",
      preferences: { necessary: true, analytics: true, marketing: true, preferences: true },
    });
  });

  it("Reject All keeps only necessary cookies", () => {
    expect(rejectAll().preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
    expect(rejectAll().decision).toBe("rejected");
  });

  it("Save Preferences stores the chosen toggles as customized", () => {
    const consent = customize({ analytics: true, marketing: false, preferences: true });
    expect(consent.decision).toBe("customized");
    expect(consent.preferences.necessary).toBe(true);
  });

  it("round-trips through the cookie value", () => {
    const consent = customize({ analytics: false, marketing: true, preferences: false });
    const header = `other=1; ${consentCookieName}=${serializeConsent(consent)}; x=y`;
    expect(readConsentCookie(header)).toEqual(consent);
  });

  it("treats a value that does not parse as no decision", () => {
    expect(parseConsent("%7Bnot json")).toBeNull();
    expect(parseConsent(encodeURIComponent(JSON.stringify({ decision: "maybe", preferences: {} })))).toBeNull();
    expect(readConsentCookie("a=b")).toBeNull();
  });

  it("cannot be tricked into turning necessary cookies off", () => {
    const forged = encodeURIComponent(
      JSON.stringify({
        decision: "customized",
        preferences: { necessary: false, analytics: false, marketing: false, preferences: false },
      }),
    );
    expect(parseConsent(forged)?.preferences.necessary).toBe(true);
  });
});
