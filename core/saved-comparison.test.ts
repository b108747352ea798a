import { describe, expect, it } from "vitest";
import {
  canSaveComparisons,
  comparisonNameSchema,
  isComparisonId,
  maxSavedComparisons,
  sameCities,
  saveComparisonSchema,
} from "./saved-comparison.ts";

const known = ["paris", "lyon", "marseille", "nice", "bordeaux", "toulouse", "annecy"] as const;
const schema = saveComparisonSchema(known);

/** The first message key a body is refused with, or null when it is accepted. */
const refusal = (body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "?");
};

describe("canSaveComparisons", () => {
  it("lets premium and dfy save comparisons; visitors and free users compare without saving", () => {
    expect(canSaveComparisons("visitor")).toBe(false);
    expect(canSaveComparisons("free")).toBe(false);
    expect(canSaveComparisons("premium")).toBe(true);
    expect(canSaveComparisons("dfy")).toBe(true);
  });

  it("bounds what one account keeps", () => {
    expect(maxSavedComparisons).toBe(50);
  });
});

describe("saveComparisonSchema", () => {
  it("accepts two or three known cities, in their order, read as the address reads them", () => {
    expect(schema.parse({ cities: ["nice", "paris"] })).toEqual({ name: null, cities: ["nice", "paris"] });
    expect(schema.parse({ cities: [" Lyon", "BORDEAUX", "annecy"], name: "  Our shortlist " })).toEqual({
      name: "Our shortlist",
      cities: ["lyon", "bordeaux", "annecy"],
    });
  });

  it("treats a missing, null or blank name as no name: the comparison is called by its cities", () => {
    for (const name of [undefined, null, "", "   "]) {
      expect(schema.parse({ cities: ["paris", "lyon"], name }).name, String(name)).toBeNull();
    }
  });

  it("refuses what cannot be saved, each with its own message key", () => {
    expect(refusal({})).toBe("comparison_cities_required");
    expect(refusal({ cities: null })).toBe("comparison_cities_required");
    expect(refusal({ cities: "paris,lyon" })).toBe("comparison_cities_invalid");
    expect(refusal({ cities: ["paris", 7] })).toBe("comparison_cities_invalid");
    expect(refusal({ cities: ["paris", "berlin"] })).toBe("comparison_cities_invalid");
    expect(refusal({ cities: ["paris", "x".repeat(33)] })).toBe("comparison_cities_invalid");
    expect(refusal({ cities: ["paris", "Paris"] })).toBe("comparison_cities_repeated");
    expect(refusal({ cities: ["paris"] })).toBe("comparison_cities_count");
    expect(refusal({ cities: [] })).toBe("comparison_cities_count");
    expect(refusal({ cities: ["paris", "lyon", "nice", "annecy"] })).toBe("comparison_cities_count");
    expect(refusal({ cities: Array.from({ length: 11 }, () => "paris") })).toBe("comparison_cities_count");
    expect(refusal({ cities: ["paris", "lyon"], name: "x".repeat(81) })).toBe("comparison_name_too_long");
    expect(refusal({ cities: ["paris", "lyon"], name: "a\nb" })).toBe("comparison_name_invalid");
    expect(refusal({ cities: ["paris", "lyon"], name: 42 })).toBe("comparison_name_invalid");
    expect(refusal({ cities: ["paris", "lyon"], name: "x".repeat(80) })).toBeNull();
  });
});

describe("comparisonNameSchema", () => {
  it("keeps one trimmed line of text", () => {
    expect(comparisonNameSchema.parse(" Sun or mountains? ")).toBe("Sun or mountains?");
  });
});

describe("sameCities", () => {
  it("compares the cities whatever their order", () => {
    expect(sameCities(["paris", "lyon"], ["lyon", "paris"])).toBe(true);
    expect(sameCities(["paris", "lyon"], ["paris", "lyon", "nice"])).toBe(false);
    expect(sameCities(["paris", "lyon"], ["paris", "nice"])).toBe(false);
  });
});

describe("isComparisonId", () => {
  it("accepts the random ids the server makes and nothing else", () => {
    expect(isComparisonId(crypto.randomUUID())).toBe(true);
    expect(isComparisonId(crypto.randomUUID().toUpperCase())).toBe(true);
    expect(isComparisonId("not-an-id")).toBe(false);
    expect(isComparisonId(undefined)).toBe(false);
  });
});
