import { describe, expect, it } from "vitest";
import type { Fact } from "./fact-types.ts";
import { formatCheckedOn, formatFact } from "./format-fact.ts";

const fact = (value: Fact["value"], unit: Fact["unit"], estimate = false): Fact => ({
  value,
  unit,
  kind: estimate ? "our-estimate" : "official",
  label: { en: "x", fr: "x" },
  source: { url: "https://www.service-public.fr/", publisher: "Service-Public.fr" },
  checkedOn: "2026-11-22",
});

// Intl inserts narrow no-break spaces in French; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("formatFact", () => {
  it("formats money in the reader's language, with cents only when there are some", () => {
    expect(formatFact(fact(99, "eur"), "en")).toBe("€99");
    expect(plain(formatFact(fact(1823.03, "eur-per-month"), "fr"))).toBe("1 823,03 € par mois");
    expect(formatFact(fact(39582, "eur-per-year"), "en")).toBe("€39,582 per year");
  });
  it("formats durations and ranges, and says when a figure is an estimate", () => {
    expect(formatFact(fact(3, "months"), "en")).toBe("3 months");
    expect(formatFact(fact({ min: 2, max: 4 }, "weeks", true), "en")).toBe("2–4 weeks (our estimate)");
    expect(plain(formatFact(fact({ min: 1, max: 3 }, "months", true), "fr"))).toBe("1–3 mois (notre estimation)");
    expect(formatFact(fact(35, "millimetres"), "en")).toBe("35 mm");
  });
  it("marks an official approximation differently from our own estimate", () => {
    const approx: Fact = { ...fact(1443, "eur-per-month"), kind: "approximation" };
    expect(formatFact(approx, "en")).toBe("€1,443 per month (approx.)");
    expect(plain(formatFact(approx, "fr"))).toBe("1 443 € par mois (environ)");
  });
  it("formats French levels, minutes, percentages and dates as precise as their source", () => {
    expect(formatFact(fact(2, "cefr-level"), "en")).toBe("A2");
    expect(formatFact(fact(4, "cefr-level"), "fr")).toBe("B2");
    expect(formatFact(fact(45, "minutes"), "en")).toBe("45 minutes");
    expect(formatFact(fact(80, "percent"), "en")).toBe("80%");
    expect(plain(formatFact(fact(80, "percent"), "fr"))).toBe("80 %");
    expect(formatFact(fact({ date: "2025-10-12" }, "date"), "en")).toBe("October 12, 2025");
    expect(formatFact(fact({ date: "2025-10-12" }, "date"), "fr")).toBe("12 octobre 2025");
    expect(formatFact(fact({ date: "2026-11" }, "date"), "fr")).toBe("novembre 2026");
    expect(formatFact(fact({ date: "2026-Q4" }, "date"), "en")).toBe("last quarter of 2026");
    expect(formatFact(fact({ date: "2026-Q4" }, "date"), "fr")).toBe("dernier trimestre 2026");
  });
  it("writes checked-on dates in full", () => {
    expect(formatCheckedOn("2026-11-22", "en")).toBe("November 22, 2026");
    expect(formatCheckedOn("2026-11-22", "fr")).toBe("22 novembre 2026");
  });
});
