import { describe, expect, it } from "vitest";
import { hasAccess, isPlanTier } from "./plans.ts";

describe("plan tiers", () => {
  it("orders free < premium < dfy, with visitors below free", () => {
    expect(hasAccess("premium", "premium")).toBe(true);
    expect(hasAccess("dfy", "premium")).toBe(true);
    expect(hasAccess("free", "premium")).toBe(false);
    expect(hasAccess("visitor", "free")).toBe(false);
    expect(hasAccess("free", "free")).toBe(true);
  });
  it("accepts only known stored plan values", () => {
    expect(isPlanTier("dfy")).toBe(true);
    expect(isPlanTier("pro")).toBe(false);
    expect(isPlanTier(null)).toBe(false);
  });
});
