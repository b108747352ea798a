import { describe, expect, it } from "vitest";
import { countryCodes } from "./countries.ts";
import { euEeaCountryCodes } from "./eu-eea.ts";
import {
  type AssessmentAnswers,
  type IncomeBand,
  incomeBands,
  type Profession,
  professions,
  type RecommendationRow,
  recommend,
} from "./recommend.ts";

const outsider = "IN"; // India: not EU/EEA/Swiss
const ask = (profession: Profession, income: IncomeBand, country = outsider): AssessmentAnswers => ({
  country,
  profession,
  income,
});
const summary = (answers: AssessmentAnswers) => recommend(answers).map((o) => `${o.id} ${o.matchScore}`);

describe("recommend: spec §9 table for non-EU/EEA citizens", () => {
  it("India + tech + over 6k gives Passeport Talent 95, EU Blue Card 90, Employee 75, in that order", () => {
    expect(recommend(ask("tech", "over_6k"))).toEqual([
      {
        id: "passeport-talent",
        visaSlug: "passeport-talent",
        href: "/visa/passeport-talent",
        matchScore: 95,
        costEur: 269,
        processing: { minMonths: 2, maxMonths: 3 },
        isPremium: false,
        freeServices: [],
      },
      {
        id: "eu-blue-card",
        visaSlug: "carte-bleue-ue",
        href: "/visa/carte-bleue-ue",
        matchScore: 90,
        costEur: 269,
        processing: { minMonths: 2, maxMonths: 4 },
        isPremium: true,
        freeServices: [],
      },
      {
        id: "employee-visa",
        visaSlug: "salarie",
        href: "/visa/salarie",
        matchScore: 75,
        costEur: 99,
        processing: { minMonths: 1, maxMonths: 3 },
        isPremium: false,
        freeServices: [],
      },
    ]);
  });

  // Every row of the table, with every column, as the spec states it.
  it.each([
    ["passeport-talent", "passeport-talent", ask("business", "under_2k"), 269, [2, 3], 95, false],
    ["eu-blue-card", "carte-bleue-ue", ask("tech", "4k_6k"), 269, [2, 4], 90, true],
    ["student-visa", "etudiant", ask("student", "under_2k"), 50, [1, 2], 95, false],
    ["employee-visa", "salarie", ask("healthcare", "2k_4k"), 99, [1, 3], 75, false],
    ["auto-entrepreneur", "auto-entrepreneur", ask("business", "over_6k"), 269, [3, 6], 85, true],
    ["retiree-visitor-visa", "visiteur-touriste", ask("retiree", "2k_4k"), 99, [2, 4], 90, false],
  ] as const)(
    "row %s: page /visa/%s, cost, processing, score and premium flag",
    (id, slug, answers, cost, months, score, premium) => {
      const option = recommend(answers).find((o) => o.id === id);
      expect(option).toEqual({
        id,
        visaSlug: slug,
        href: `/visa/${slug}`,
        matchScore: score,
        costEur: cost,
        processing: { minMonths: months[0], maxMonths: months[1] },
        isPremium: premium,
        freeServices: [],
      });
      expect(Number.isInteger(option?.costEur)).toBe(true);
    },
  );

  // The whole grid: 7 professions x 4 income bands, each with its exact list.
  const expected: Record<Profession, (income: IncomeBand) => string[]> = {
    tech: (income) =>
      income === "4k_6k" || income === "over_6k"
        ? ["passeport-talent 95", "eu-blue-card 90", "employee-visa 75"]
        : ["passeport-talent 95", "employee-visa 75"],
    business: () => ["passeport-talent 95", "auto-entrepreneur 85", "employee-visa 75"],
    healthcare: () => ["employee-visa 75"],
    education: () => ["employee-visa 75"],
    student: () => ["student-visa 95"],
    retiree: () => ["retiree-visitor-visa 90", "employee-visa 75"],
    other: () => ["employee-visa 75"],
  };
  const grid = professions.flatMap((profession) => incomeBands.map((income) => [profession, income] as const));
  it.each(grid)("%s with income %s", (profession, income) => {
    expect(summary(ask(profession, income))).toEqual(expected[profession](income));
  });

  it("covers all seven professions and four income bands", () => {
    expect(grid).toHaveLength(28);
    expect([...professions]).toEqual(["tech", "business", "healthcare", "education", "student", "retiree", "other"]);
    expect([...incomeBands]).toEqual(["under_2k", "2k_4k", "4k_6k", "over_6k"]);
  });

  it("offers the EU Blue Card to tech profiles only from 4k a month", () => {
    const blueCard = (profession: Profession, income: IncomeBand) =>
      recommend(ask(profession, income)).some((o) => o.id === "eu-blue-card");
    expect(incomeBands.filter((income) => blueCard("tech", income))).toEqual(["4k_6k", "over_6k"]);
    expect(professions.filter((p) => p !== "tech" && incomeBands.some((income) => blueCard(p, income)))).toEqual([]);
  });

  it("never offers the employee visa to students", () => {
    for (const income of incomeBands) {
      expect(recommend(ask("student", income)).map((o) => o.id)).not.toContain("employee-visa");
    }
  });

  it("gives the same result for every non-EU/EEA country", () => {
    const reference = summary(ask("business", "2k_4k", "US"));
    for (const country of ["DZ", "BR", "CN", "GB", "MA", "TN", "JP", "ZA", "XX"]) {
      expect(summary(ask("business", "2k_4k", country)), country).toEqual(reference);
    }
  });
});

describe("recommend: ordering and cap", () => {
  const row = (id: RecommendationRow["id"], matchScore: number): RecommendationRow => ({
    id,
    visaSlug: id,
    matches: () => true,
    costEur: 1,
    processing: { minMonths: 1, maxMonths: 1 },
    matchScore,
    isPremium: false,
  });

  it("sorts by score, highest first, and keeps table order between equal scores", () => {
    const table = [row("employee-visa", 75), row("student-visa", 95), row("passeport-talent", 95)];
    expect(recommend(ask("tech", "under_2k"), table).map((o) => o.id)).toEqual([
      "student-visa",
      "passeport-talent",
      "employee-visa",
    ]);
  });

  it("returns at most three options, the best three", () => {
    const table = [
      row("employee-visa", 60),
      row("student-visa", 70),
      row("passeport-talent", 95),
      row("auto-entrepreneur", 80),
      row("retiree-visitor-visa", 90),
    ];
    expect(recommend(ask("tech", "under_2k"), table).map((o) => `${o.id} ${o.matchScore}`)).toEqual([
      "passeport-talent 95",
      "retiree-visitor-visa 90",
      "auto-entrepreneur 80",
    ]);
  });

  it("never returns more than three options or an empty list for any real profile", () => {
    for (const profession of professions) {
      for (const income of incomeBands) {
        const options = recommend(ask(profession, income));
        expect(options.length).toBeGreaterThan(0);
        expect(options.length).toBeLessThanOrEqual(3);
        const scores = options.map((o) => o.matchScore);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    }
  });
});

describe("recommend: EU/EEA/Swiss citizens", () => {
  const noVisa = {
    id: "no-visa-needed",
    visaSlug: null,
    href: "/eu-eea-nationals",
    matchScore: 100,
    costEur: 0,
    processing: null,
    isPremium: false,
    freeServices: ["company-setup", "job-market", "logistics", "tax", "family"],
  };

  it("Germany gives only 'no visa needed' at 100 with the free services", () => {
    expect(recommend(ask("tech", "over_6k", "DE"))).toEqual([noVisa]);
  });

  it.each([
    ["Liechtenstein", "LI"],
    ["Switzerland", "CH"],
    ["Norway", "NO"],
    ["Iceland", "IS"],
  ])("%s (%s) is treated as EU/EEA", (_name, code) => {
    expect(recommend(ask("student", "under_2k", code))).toEqual([noVisa]);
  });

  it("applies to every EU/EEA/Swiss country, whatever the profession and income", () => {
    for (const country of euEeaCountryCodes) {
      for (const profession of professions) {
        for (const income of incomeBands) {
          expect(recommend(ask(profession, income, country)), `${country} ${profession} ${income}`).toEqual([noVisa]);
        }
      }
    }
  });

  it("covers spec §9's 29 countries plus Liechtenstein (and France, the destination)", () => {
    const spec = "DE AT BE BG CY HR DK ES EE FI GR HU IE IS IT LV LT LU MT NO NL PL PT CZ RO SK SI SE CH".split(" ");
    expect(spec).toHaveLength(29);
    expect([...euEeaCountryCodes].sort()).toEqual([...spec, "LI", "FR"].sort());
    expect(euEeaCountryCodes.filter((code) => !countryCodes.includes(code))).toEqual([]);
  });

  it("does not hand out a shared object the caller could change", () => {
    const first = recommend(ask("tech", "over_6k", "DE"));
    first[0]?.freeServices.pop();
    expect(recommend(ask("tech", "over_6k", "DE"))).toEqual([noVisa]);
  });

  it("keeps non-EU European countries on the visa table", () => {
    for (const country of ["GB", "UA", "RS", "TR", "AL", "MC", "AD", "SM", "VA"]) {
      expect(
        recommend(ask("other", "2k_4k", country)).map((o) => o.id),
        country,
      ).toEqual(["employee-visa"]);
    }
  });
});
