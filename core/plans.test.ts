import { describe, expect, it } from "vitest";
import { effectivePlan, hasAccess, isPlanTier, planAfterRefresh, planFromStorage } from "./plans.ts";

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

describe("effective plan and the browser's plan logic (spec §4)", () => {
  it("makes an active done-for-you plan outrank the stored subscription", () => {
    expect(effectivePlan("free", true)).toBe("dfy");
    expect(effectivePlan("premium", false)).toBe("premium");
    expect(effectivePlan("gold", false)).toBe("free");
  });

  it("uses a stored plan only when it is free, premium or dfy", () => {
    expect(planFromStorage("premium")).toBe("premium");
    expect(planFromStorage("pro")).toBeNull();
    expect(planFromStorage(null)).toBeNull();
  });

  it("becomes dfy with the flag when the server says so, else takes a valid userPlan and clears the flag", () => {
    const before = { plan: "premium" as const, hasActiveDfyPlan: false };
    expect(planAfterRefresh(before, { userPlan: "free", hasActiveDfyPlan: true })).toEqual({
      plan: "dfy",
      hasActiveDfyPlan: true,
    });
    expect(
      planAfterRefresh({ plan: "dfy", hasActiveDfyPlan: true }, { userPlan: "free", hasActiveDfyPlan: false }),
    ).toEqual({ plan: "free", hasActiveDfyPlan: false });
    // An unknown plan from the server changes nothing.
    expect(planAfterRefresh(before, { userPlan: "platinum", hasActiveDfyPlan: false })).toBe(before);
  });
});
