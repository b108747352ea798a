import { describe, expect, it } from "vitest";
import { formatCheckedOn } from "../facts/format-fact.ts";
import { groupBySource } from "./group-by-source.ts";
import { type Figure, figureOfFact } from "./resolve-figures.ts";

const figure = (key: string, url: string | undefined, checkedOn: string, basis?: string): Figure => ({
  key,
  text: "1",
  label: key,
  labelLanguage: "en",
  sourceUrl: url,
  publisher: url ? "Service-Public" : undefined,
  basis,
  checkedOn,
  checkedOnText: formatCheckedOn(checkedOn, "en"),
  estimate: false,
  kind: "official",
});

describe("groupBySource", () => {
  it("gives one entry per source page, dated by its latest check, the date's text with it", () => {
    const groups = groupBySource([
      figure("fact:a", "https://www.service-public.gouv.fr/x", "2026-10-02"),
      figure("fact:b", "https://www.service-public.gouv.fr/x", "2026-11-30"),
      figure("fact:c", "https://www.service-public.gouv.fr/x", "2026-11-01"),
      figure("city:lyon.rent", undefined, "2026-09-15", "Our estimate"),
    ]);
    expect(groups.map((group) => [group.url ?? group.basis, group.checkedOn, group.checkedOnText])).toEqual([
      ["https://www.service-public.gouv.fr/x", "2026-11-30", "November 30, 2026"],
      ["Our estimate", "2026-09-15", "September 15, 2026"],
    ]);
    expect(groups[0]!.figures.map((each) => each.key)).toEqual(["fact:a", "fact:b", "fact:c"]);
  });
});

describe("a resolved figure's checked-on text", () => {
  it("is its checked-on date as the page prints it, in the page's language", () => {
    for (const language of ["en", "fr", "ar"] as const) {
      const smic = figureOfFact("smic.hourly-gross", language, new Date("2026-12-04T12:00:00Z"));
      expect(smic.checkedOnText).toBe(formatCheckedOn(smic.checkedOn, language));
    }
    expect(figureOfFact("smic.hourly-gross", "fr", new Date("2026-12-04T12:00:00Z")).checkedOnText).toMatch(
      /^\d{1,2} [a-zéû]+ 20\d\d$/,
    );
  });
});
