import { describe, expect, it } from "vitest";
import {
  collator,
  dateTimeFormat,
  displayNames,
  keptFormatterCount,
  listFormat,
  numberFormat,
  pluralRules,
} from "./intl-formats.ts";

// ADR 0056: a formatter is made once per locale and options, and formats as a new one would.
describe("reused Intl formatters", () => {
  it("format as a formatter made for the call would", () => {
    const euros = { style: "currency", currency: "EUR", maximumFractionDigits: 0 } as const;
    expect(numberFormat("fr", euros).format(1823)).toBe(new Intl.NumberFormat("fr", euros).format(1823));
    const long = { dateStyle: "long", timeZone: "UTC" } as const;
    const day = new Date("2026-01-01T00:00:00Z");
    expect(dateTimeFormat("ar", long).format(day)).toBe(new Intl.DateTimeFormat("ar", long).format(day));
    expect(pluralRules("ar").select(2)).toBe("two");
    expect(listFormat("en", { type: "conjunction" }).format(["Paris", "Lyon", "Nice"])).toBe("Paris, Lyon, and Nice");
    expect(displayNames(["fr"], { type: "region", fallback: "code" }).of("MA")).toBe("Maroc");
    expect(["Zoé", "Émile", "Ali"].sort(collator(["fr"], { sensitivity: "base" }).compare)).toEqual([
      "Ali",
      "Émile",
      "Zoé",
    ]);
  });

  it("are the same object for the same locale and options, another for other ones", () => {
    expect(numberFormat("en", { style: "percent" })).toBe(numberFormat("en", { style: "percent" }));
    expect(numberFormat("en", { style: "percent" })).not.toBe(numberFormat("fr", { style: "percent" }));
    expect(numberFormat("en", { style: "percent" })).not.toBe(numberFormat("en"));
    expect(numberFormat("en")).not.toBe(dateTimeFormat("en"));
    expect(displayNames(["ar"], { type: "region" })).toBe(displayNames(["ar"], { type: "region" }));
  });

  it("refuse a locale that is not one, as the constructor does, and keep nothing for it", () => {
    const before = keptFormatterCount();
    expect(() => numberFormat("not a locale!")).toThrow(RangeError);
    expect(keptFormatterCount()).toBe(before);
  });

  it("are never more than the cap, whatever locales callers pass", () => {
    for (let i = 0; i < 700; i++)
      numberFormat("en", { minimumIntegerDigits: (i % 21) + 1, maximumFractionDigits: i % 20 });
    expect(keptFormatterCount()).toBeLessThanOrEqual(500);
    // The newest stays reusable after older ones made room.
    const newest = numberFormat("en", { minimumIntegerDigits: (699 % 21) + 1, maximumFractionDigits: 699 % 20 });
    expect(numberFormat("en", { minimumIntegerDigits: (699 % 21) + 1, maximumFractionDigits: 699 % 20 })).toBe(newest);
  });
});
