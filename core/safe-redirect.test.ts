import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

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
