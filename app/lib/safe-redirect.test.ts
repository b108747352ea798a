import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/visa?x=1")).toBe("/visa?x=1");
  });
  it("refuses other sites and odd values", () => {
    for (const value of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/a\\b",
      "",
      null,
    ]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});
