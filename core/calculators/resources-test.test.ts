import { describe, expect, it } from "vitest";
import { checkResources } from "./resources-test.ts";

describe("resources test", () => {
  it("compares a monthly income with a monthly floor as it is", () => {
    expect(checkResources(1500, { kind: "monthly", amount: 1443 })).toEqual({
      outcome: "meets",
      compared: 1500,
      floor: 1443,
      shortfall: 0,
    });
    expect(checkResources(1200, { kind: "monthly", amount: 1443 })).toEqual({
      outcome: "below",
      compared: 1200,
      floor: 1443,
      shortfall: 243,
    });
  });

  it("meets a floor exactly reached", () => {
    expect(checkResources(615, { kind: "monthly", amount: 615 }).outcome).toBe("meets");
  });

  it("compares twelve months of income with a gross annual salary floor", () => {
    expect(checkResources(3299, { kind: "annual-salary", amount: 39582 })).toMatchObject({
      outcome: "meets",
      compared: 39588,
    });
    expect(checkResources(3298, { kind: "annual-salary", amount: 39582 })).toMatchObject({
      outcome: "below",
      compared: 39576,
      shortfall: 6,
    });
  });
});
