import { describe, expect, it } from "vitest";
import { currentPermit } from "./current-permit.ts";

describe("the permit a member is working towards", () => {
  const permits = [{ expiryDate: "2026-11-30" }, { expiryDate: "2026-12-03" }, { expiryDate: "2027-06-01" }];

  it("is the first by expiry that has not expired, its last day included", () => {
    expect(currentPermit(permits, "2026-12-03")).toBe(permits[1]);
    expect(currentPermit(permits, "2026-12-04")).toBe(permits[2]);
  });

  it("is none when every permit has expired, or none is recorded", () => {
    expect(currentPermit(permits, "2027-06-02")).toBeUndefined();
    expect(currentPermit([], "2026-12-03")).toBeUndefined();
  });
});
