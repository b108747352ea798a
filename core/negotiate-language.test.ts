import { describe, expect, it } from "vitest";
import { languageCookieName, negotiateLanguage } from "./negotiate-language.ts";

const headers = (init: Record<string, string>) => new Headers(init);

describe("negotiateLanguage", () => {
  it("prefers the stored choice", () => {
    expect(negotiateLanguage(headers({ cookie: `${languageCookieName}=ar`, "accept-language": "fr" }))).toBe("ar");
  });
  it("ignores a stored value we do not support", () => {
    expect(negotiateLanguage(headers({ cookie: `${languageCookieName}=de`, "accept-language": "fr" }))).toBe("fr");
  });
  it("reads a malformed stored value as no choice, instead of failing", () => {
    expect(negotiateLanguage(headers({ cookie: `${languageCookieName}=%`, "accept-language": "fr" }))).toBe("fr");
    expect(negotiateLanguage(headers({ cookie: `${languageCookieName}=%zz; x=1` }))).toBe("en");
  });

  it("follows Accept-Language quality order and regional variants", () => {
    expect(negotiateLanguage(headers({ "accept-language": "de-DE,fr-CA;q=0.8,en;q=0.9" }))).toBe("en");
    expect(negotiateLanguage(headers({ "accept-language": "fr-CA" }))).toBe("fr");
    expect(negotiateLanguage(headers({ "accept-language": "en;q=0,ar" }))).toBe("ar");
  });
  it("lets ?lang= on the URL win over everything else", () => {
    const request = headers({ cookie: `${languageCookieName}=en`, "accept-language": "en" });
    expect(negotiateLanguage(request, "https://x.test/visa?lang=fr")).toBe("fr");
    expect(negotiateLanguage(request, "https://x.test/visa?lang=xx")).toBe("en");
  });
  it("takes the calling page's language (API calls) over the cookie and the browser, but not over ?lang=", () => {
    const request = headers({ cookie: `${languageCookieName}=en`, "accept-language": "en", "x-page-language": "fr" });
    expect(negotiateLanguage(request)).toBe("fr");
    expect(negotiateLanguage(request, "https://x.test/api/contact?lang=ar")).toBe("ar");
    expect(negotiateLanguage(headers({ cookie: `${languageCookieName}=ar`, "x-page-language": "de" }))).toBe("ar");
  });
  it("falls back to English", () => {
    expect(negotiateLanguage(headers({}))).toBe("en");
    expect(negotiateLanguage(headers({ "accept-language": "de, es" }))).toBe("en");
  });
});
