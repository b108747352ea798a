import { describe, expect, it } from "vitest";
import { paymentRedirectTarget, safeRedirectPath } from "./safe-redirect.ts";

/** Where a browser on our site would go when it follows `location` (what an attacker cares about). */
function followed(location: string): URL {
  return new URL(location, "https://passerelle.example/current/page");
}

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirectPath("/visa?x=1")).toBe("/visa?x=1");
    expect(safeRedirectPath("/profile#security")).toBe("/profile#security");
    expect(safeRedirectPath("/login?redirectTo=%2Fprofile")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("gives the fallback for values that are not a path of this site", () => {
    for (const value of [
      "https://evil.example",
      "http://evil",
      "https:evil.example",
      "https:",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,hi",
      "evil.example",
      "",
      "   ",
      null,
      undefined,
      42,
      new File(["x"], "x.txt"),
      `/${"a".repeat(5000)}`,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe("/");
    }
    expect(safeRedirectPath("https://evil.example", "/profile")).toBe("/profile");
  });

  it("collapses every classic open-redirect bypass into a path of this site", () => {
    const bypasses: Record<string, string> = {
      "//evil.example": "/evil.example",
      "//evil.example/": "/evil.example/",
      "///evil.example": "/evil.example",
      "/\\evil.example": "/evil.example",
      "\\\\evil.example": "/evil.example",
      "\\/evil.example": "/evil.example",
      "/%2f%2fevil.example": "/evil.example",
      "/%2F%2Fevil.example": "/evil.example",
      "%2f%2fevil.example": "/",
      "/%5cevil.example": "/evil.example",
      "/%5C%5Cevil.example": "/evil.example",
      "/%09/evil.example": "/evil.example",
      "/\t/evil.example": "/evil.example",
      "/\n/evil.example": "/evil.example",
      "/\r\n/evil.example": "/evil.example",
      "/ /evil.example": "/%20/evil.example",
      "/./evil.example": "/evil.example",
      "/.//evil.example": "/evil.example",
      "/%2e//evil.example": "/evil.example",
      "/a/../..//evil.example": "/evil.example",
      "/%2e%2e/%2e%2e//evil.example": "/evil.example",
      "\t//evil.example": "/evil.example",
      " //evil.example": "/evil.example",
      "/\u0000/evil.example": "/evil.example",
      "/\u007f/evil.example": "/evil.example",
    };
    for (const [value, expected] of Object.entries(bypasses)) {
      const path = safeRedirectPath(value);
      expect(path, JSON.stringify(value)).toBe(expected);
      expect(followed(path).origin, JSON.stringify(value)).toBe("https://passerelle.example");
    }
  });

  it("answers a value that is safe to put in a Location header (ASCII, no line breaks)", () => {
    for (const value of ["/é", "/日本?q=ü", "/a\r\nSet-Cookie: x=1", "/%ff", "/a%0d%0ab", "/\ufffd", "/a b"]) {
      const path = safeRedirectPath(value);
      expect(path, JSON.stringify(value)).toMatch(/^\/[\x21-\x7e]*$/);
      expect(() => new Headers({ location: path })).not.toThrow();
      expect(followed(path).origin).toBe("https://passerelle.example");
    }
    expect(safeRedirectPath("/a\r\nSet-Cookie: x=1")).toBe("/aSet-Cookie:%20x=1");
  });
});

describe("paymentRedirectTarget (ADR 0028)", () => {
  const options = { siteUrl: "http://localhost:3000", providerOrigins: ["https://checkout.stripe.com"] };

  it("turns a page of our own site into a path, whatever host name the provider wrote", () => {
    expect(paymentRedirectTarget("http://localhost:3000/test-checkout/cs_test_1?x=1", options)).toBe(
      "/test-checkout/cs_test_1?x=1",
    );
  });

  it("lets the browser go to the provider's payment page, and nowhere else", () => {
    expect(paymentRedirectTarget("https://checkout.stripe.com/c/pay/cs_live_1#abc", options)).toBe(
      "https://checkout.stripe.com/c/pay/cs_live_1#abc",
    );
    expect(paymentRedirectTarget("https://evil.example/c/pay", options)).toBe("/");
    expect(paymentRedirectTarget("http://checkout.stripe.com/c/pay", options)).toBe("/");
    expect(paymentRedirectTarget("javascript:alert(1)", options)).toBe("/");
    expect(paymentRedirectTarget("not a url", options, "/pricing")).toBe("/pricing");
  });
});
