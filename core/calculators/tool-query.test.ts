import { describe, expect, it } from "vitest";
import {
  canonicalToolQuery,
  parseBudgetQuery,
  parseCostOfLivingQuery,
  parseTimelineQuery,
  type ToolChoices,
} from "./tool-query.ts";

const choices: ToolChoices = {
  cities: ["paris", "lyon", "nice", "annecy"],
  budgetVisas: ["salarie", "etudiant"],
  timelineVisas: ["salarie"],
};
const params = (query: string) => new URLSearchParams(query);

describe("calculator inputs from the URL", () => {
  it("shows the empty form when none of the tool's fields is in the URL", () => {
    expect(parseCostOfLivingQuery(params("lang=fr"), choices).status).toBe("empty");
    expect(parseBudgetQuery(params(""), choices).status).toBe("empty");
    expect(parseTimelineQuery(params("utm=x"), choices, "2026-11-25").status).toBe("empty");
  });

  it("opens the form with the fields a link fills in advance, checking only those", () => {
    expect(parseBudgetQuery(params("visa=salarie"), choices)).toMatchObject({
      status: "empty",
      values: { visa: "salarie", income: "" },
    });
    expect(parseCostOfLivingQuery(params("city=nice"), choices)).toMatchObject({
      status: "empty",
      values: { city: "nice" },
    });
    expect(parseTimelineQuery(params("visa=mortgage"), choices, "2026-11-25")).toMatchObject({
      status: "invalid",
      errors: { visa: "visaInvalid" },
    });
    // The timeline's date is sent only when planning for a date: visa, mode and weeks are enough.
    expect(parseTimelineQuery(params("visa=salarie&mode=asap&docs=4"), choices, "2026-11-25").status).toBe("valid");
  });

  it("reads valid cost-of-living inputs and writes them back in one canonical order", () => {
    const parsed = parseCostOfLivingQuery(
      params("lifestyle=moderate&people=2&city=lyon&city=nice&city=lyon&housing=studio"),
      choices,
    );
    expect(parsed).toMatchObject({
      status: "valid",
      input: { cities: ["lyon", "nice"], housing: "studio", people: 2, lifestyle: "moderate" },
      query: "city=lyon&city=nice&housing=studio&people=2&lifestyle=moderate",
    });
  });

  it("names each bad field with its message key and never throws on garbage", () => {
    const parsed = parseCostOfLivingQuery(params("city=london&housing=castle&people=0&lifestyle=%00%ff"), choices);
    expect(parsed).toMatchObject({
      status: "invalid",
      errors: {
        city: "cityInvalid",
        housing: "housingInvalid",
        people: "peopleInvalid",
        lifestyle: "lifestyleInvalid",
      },
    });
    expect(parseCostOfLivingQuery(params("city=paris&city=lyon&city=nice&city=annecy"), choices)).toMatchObject({
      errors: { city: "tooManyCities" },
    });
    expect(parseCostOfLivingQuery(params("city="), choices)).toMatchObject({ errors: { city: "cityRequired" } });
  });

  it("keeps what was typed, cut to a safe length, for the form to show again", () => {
    const parsed = parseBudgetQuery(params(`income=${"9".repeat(500)}&city=lyon`), choices);
    expect(parsed.values.income).toHaveLength(40);
    expect(parsed).toMatchObject({ status: "invalid", errors: { income: "incomeInvalid" } });
  });

  it("reads budget inputs: whole euros (spaces allowed), adults no more than the household", () => {
    const parsed = parseBudgetQuery(
      params("income=3%20000&savings=5000&months=6&people=1&adults=1&city=lyon&visa=salarie&rental=unfurnished"),
      choices,
    );
    expect(parsed).toMatchObject({
      status: "valid",
      input: { income: 3000, savings: 5000, months: 6, people: 1, adults: 1, city: "lyon", visa: "salarie" },
      query: "income=3000&savings=5000&months=6&people=1&adults=1&city=lyon&visa=salarie&rental=unfurnished",
    });
    const bad = parseBudgetQuery(
      params("income=-5&savings=1.5&months=61&people=1&adults=2&city=&visa=au-pair&rental=maybe"),
      choices,
    );
    expect(bad).toMatchObject({
      status: "invalid",
      errors: {
        income: "incomeInvalid",
        savings: "savingsInvalid",
        months: "monthsInvalid",
        adults: "adultsInvalid",
        city: "cityRequired",
        visa: "visaInvalid",
        rental: "rentalInvalid",
      },
    });
  });

  it("reads a timeline: an arrival date only in date mode, in the future and within five years", () => {
    const today = "2026-11-25";
    expect(
      parseTimelineQuery(params("visa=salarie&mode=date&arrival=2027-09-01&docs=6"), choices, today),
    ).toMatchObject({
      status: "valid",
      input: { visa: "salarie", mode: "date", arrival: "2027-09-01", documentWeeks: 6 },
      query: "visa=salarie&mode=date&arrival=2027-09-01&docs=6",
    });
    expect(
      parseTimelineQuery(params("visa=salarie&mode=asap&arrival=2027-09-01&docs=6"), choices, today),
    ).toMatchObject({
      status: "valid",
      query: "visa=salarie&mode=asap&docs=6",
    });
    const errors = (query: string) => {
      const parsed = parseTimelineQuery(params(query), choices, today);
      return parsed.status === "invalid" ? parsed.errors : {};
    };
    expect(errors("visa=salarie&mode=date&docs=6")).toEqual({ arrival: "arrivalRequired" });
    expect(errors("visa=salarie&mode=date&arrival=2027-02-30&docs=6")).toEqual({ arrival: "arrivalInvalid" });
    expect(errors("visa=salarie&mode=date&arrival=2026-11-25&docs=6")).toEqual({ arrival: "arrivalPast" });
    expect(errors("visa=salarie&mode=date&arrival=2040-01-01&docs=6")).toEqual({ arrival: "arrivalTooFar" });
    expect(errors("visa=etudiant&mode=soon&docs=0")).toEqual({
      visa: "visaInvalid",
      mode: "modeInvalid",
      docs: "documentWeeksInvalid",
    });
  });

  it("gives a saved scenario's canonical query, or null when its inputs are not valid", () => {
    expect(
      canonicalToolQuery("cost-of-living", "people=1&city=nice&housing=house&lifestyle=minimal", choices, "2026-11-25"),
    ).toBe("city=nice&housing=house&people=1&lifestyle=minimal");
    expect(canonicalToolQuery("timeline", "visa=salarie&mode=asap", choices, "2026-11-25")).toBeNull();
    expect(canonicalToolQuery("budget", "", choices, "2026-11-25")).toBeNull();
  });
});
