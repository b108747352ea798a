import { describe, expect, it } from "vitest";
import { countryCodes } from "./countries.ts";
import { euEeaCountryCodes } from "./eu-eea.ts";
import { regimesFor } from "./nationality-regimes.ts";
import type { NetSalaryTable } from "./net-gross.ts";
import {
  type AssessmentAnswers,
  type IncomeBand,
  incomeBands,
  type OptionFigures,
  type Profession,
  professions,
  type RecommendationFigures,
  type RecommendationRow,
  recommend,
  type VisaOptionId,
  visaOptionIds,
} from "./recommend.ts";

// The engine takes its figures as data (the registry is composed one layer up and tested there,
// content/wizard/recommendation-figures.test.ts). These are made-up figures, each different, so a
// test sees that every option carries its own figures through untouched.
const talentFloor = 39582;
const blueCardFloor = 59373;
const figureOf = (n: number, extra: Partial<OptionFigures> = {}): OptionFigures => ({
  cost: {
    parts: [
      { role: "visa-fee", factId: `fee.test-${n}`, value: 100 * n },
      { role: "stamp-duty", factId: "stamp.test", value: 11 },
    ],
    total: 100 * n + 11,
  },
  processing: { min: n, max: n + 2, unit: "weeks", factId: `processing.test-${n}`, ourEstimate: true },
  ...extra,
});
const figures: RecommendationFigures = {
  "passeport-talent": figureOf(1, { salaryFloor: { annualGrossEur: talentFloor, factId: "talent.floor" } }),
  "eu-blue-card": figureOf(2, { salaryFloor: { annualGrossEur: blueCardFloor, factId: "blue-card.floor" } }),
  "student-visa": figureOf(3),
  "employee-visa": figureOf(4, { processing: null }),
  "auto-entrepreneur": figureOf(5),
  "retiree-visitor-visa": figureOf(6, { resourcesFloor: { monthlyNetEur: 1478, factId: "visitor.floor" } }),
};

/** Net pay as 78 % of gross, a round stand-in for URSSAF's table (the real one is tested in content/). */
const conversion: NetSalaryTable = {
  from: "2026-01-01",
  points: [
    [1000, 780],
    [10000, 7800],
  ],
};

const outsider = "IN"; // India: not EU/EEA/Swiss
const ask = (profession: Profession, income: IncomeBand, country = outsider): AssessmentAnswers => ({
  country,
  profession,
  income,
});
const run = (answers: AssessmentAnswers) => recommend(answers, figures, conversion);
const summary = (answers: AssessmentAnswers) => run(answers).options.map((o) => `${o.id} ${o.matchScore}`);
const droppedIds = (answers: AssessmentAnswers) => run(answers).dropped.map((d) => d.id);

describe("recommend: spec §9 options, profiles and order for non-EU/EEA citizens", () => {
  it("India + tech + over 6k: talent 95, EU Blue Card 90, employee 75, each with its own registry figures", () => {
    expect(run(ask("tech", "over_6k"))).toEqual({
      options: [
        {
          id: "passeport-talent",
          visaSlug: "passeport-talent",
          href: "/visa/passeport-talent",
          matchScore: 95,
          cost: figures["passeport-talent"].cost,
          processing: figures["passeport-talent"].processing,
          salaryFloor: {
            annualGrossEur: talentFloor,
            factId: "talent.floor",
            monthlyGrossEur: 3299,
            income: "over_6k",
            band: { min: 6000, max: null },
            grossBand: { min: 7692, max: null },
            fit: "above",
          },
          resourcesFloor: null,
          isPremium: false,
          freeServices: [],
        },
        {
          id: "eu-blue-card",
          visaSlug: "carte-bleue-ue",
          href: "/visa/carte-bleue-ue",
          matchScore: 90,
          cost: figures["eu-blue-card"].cost,
          processing: figures["eu-blue-card"].processing,
          salaryFloor: {
            annualGrossEur: blueCardFloor,
            factId: "blue-card.floor",
            monthlyGrossEur: 4948,
            income: "over_6k",
            band: { min: 6000, max: null },
            grossBand: { min: 7692, max: null },
            fit: "above",
          },
          resourcesFloor: null,
          isPremium: true,
          freeServices: [],
        },
        {
          id: "employee-visa",
          visaSlug: "salarie",
          href: "/visa/salarie",
          matchScore: 75,
          cost: figures["employee-visa"].cost,
          processing: null,
          salaryFloor: null,
          resourcesFloor: null,
          isPremium: false,
          freeServices: [],
        },
      ],
      dropped: [],
      regimes: [],
    });
  });

  // Every row of the table: page, score and premium flag as the product specification states
  // them; figures as given.
  it.each([
    ["passeport-talent", "passeport-talent", ask("business", "under_2k"), 95, false],
    ["eu-blue-card", "carte-bleue-ue", ask("tech", "over_6k"), 90, true],
    ["student-visa", "etudiant", ask("student", "under_2k"), 95, false],
    ["employee-visa", "salarie", ask("healthcare", "2k_4k"), 75, false],
    ["auto-entrepreneur", "auto-entrepreneur", ask("business", "over_6k"), 85, true],
    ["retiree-visitor-visa", "visiteur-touriste", ask("retiree", "2k_4k"), 90, false],
  ] as const)(
    "row %s: page /visa/%s, score and premium flag, the registry's cost and time",
    (id, slug, answers, score, premium) => {
      const option = run(answers).options.find((o) => o.id === id);
      expect(option).toMatchObject({
        id,
        visaSlug: slug,
        href: `/visa/${slug}`,
        matchScore: score,
        isPremium: premium,
      });
      expect(option?.cost).toEqual(figures[id].cost);
      expect(option?.processing).toEqual(figures[id].processing);
    },
  );

  // The whole grid: 7 professions x 4 income bands, each with its exact list and what was dropped.
  const expected: Record<Profession, (income: IncomeBand) => { options: string[]; dropped: VisaOptionId[] }> = {
    tech: (income) =>
      ({
        under_2k: { options: ["employee-visa 75"], dropped: ["passeport-talent"] as VisaOptionId[] },
        "2k_4k": { options: ["passeport-talent 80", "employee-visa 75"], dropped: [] },
        // 4,000-6,000 € net is about 5,128-7,692 € gross: the whole band clears the Blue Card's 4,948 € a month.
        "4k_6k": { options: ["passeport-talent 95", "eu-blue-card 90", "employee-visa 75"], dropped: [] },
        over_6k: { options: ["passeport-talent 95", "eu-blue-card 90", "employee-visa 75"], dropped: [] },
      })[income],
    business: () => ({ options: ["passeport-talent 95", "auto-entrepreneur 85", "employee-visa 75"], dropped: [] }),
    healthcare: () => ({ options: ["employee-visa 75"], dropped: [] }),
    education: () => ({ options: ["employee-visa 75"], dropped: [] }),
    student: () => ({ options: ["student-visa 95"], dropped: [] }),
    // Under 2,000 € of resources straddles the net SMIC a visitor must show: capped at 80.
    retiree: (income) => ({
      options: [income === "under_2k" ? "retiree-visitor-visa 80" : "retiree-visitor-visa 90", "employee-visa 75"],
      dropped: [],
    }),
    other: () => ({ options: ["employee-visa 75"], dropped: [] }),
  };
  const grid = professions.flatMap((profession) => incomeBands.map((income) => [profession, income] as const));
  it.each(grid)("%s with income %s", (profession, income) => {
    const answers = ask(profession, income);
    expect({ options: summary(answers), dropped: droppedIds(answers) }).toEqual(expected[profession](income));
  });

  it("covers all seven professions and four income bands", () => {
    expect(grid).toHaveLength(28);
    expect([...professions]).toEqual(["tech", "business", "healthcare", "education", "student", "retiree", "other"]);
    expect([...incomeBands]).toEqual(["under_2k", "2k_4k", "4k_6k", "over_6k"]);
  });

  it("offers the EU Blue Card to tech profiles only from 4k a month", () => {
    const blueCard = (profession: Profession, income: IncomeBand) =>
      run(ask(profession, income)).options.some((o) => o.id === "eu-blue-card");
    expect(incomeBands.filter((income) => blueCard("tech", income))).toEqual(["4k_6k", "over_6k"]);
    expect(professions.filter((p) => p !== "tech" && incomeBands.some((income) => blueCard(p, income)))).toEqual([]);
  });

  it("never offers the employee visa to students", () => {
    for (const income of incomeBands) {
      expect(run(ask("student", income)).options.map((o) => o.id)).not.toContain("employee-visa");
    }
  });

  it("gives the same options to every non-EU/EEA country without a bilateral regime", () => {
    const reference = run(ask("tech", "2k_4k", "US"));
    for (const country of ["BR", "CN", "GB", "MA", "TN", "JP", "ZA", "XX"]) {
      expect(run(ask("tech", "2k_4k", country)).options, country).toEqual(reference.options);
    }
  });
});

describe("recommend: nationality regimes", () => {
  it("does not offer an Algerian tech profile the talent card or its Blue Card category, and says why", () => {
    const { options, dropped, regimes } = run(ask("tech", "over_6k", "DZ"));
    expect(options.map((o) => o.id)).toEqual(["employee-visa"]);
    expect(dropped).toEqual([
      {
        id: "passeport-talent",
        visaSlug: "passeport-talent",
        href: "/visa/passeport-talent",
        reason: "nationality-regime",
        regime: "franco-algerian",
      },
      {
        id: "eu-blue-card",
        visaSlug: "carte-bleue-ue",
        href: "/visa/carte-bleue-ue",
        reason: "nationality-regime",
        regime: "franco-algerian",
      },
    ]);
    expect(regimes).toEqual(["franco-algerian"]);
  });

  it("keeps the other routes for Algerians (as certificates of residence) and names the regime", () => {
    expect(run(ask("student", "under_2k", "DZ"))).toMatchObject({
      options: [{ id: "student-visa" }],
      regimes: ["franco-algerian"],
    });
  });

  it("replaces only options the table has", () => {
    for (const country of ["DZ", "TN", "MA", "CA"]) {
      for (const regime of regimesFor(country)) {
        for (const id of regime.replaces) expect(visaOptionIds as readonly string[], regime.id).toContain(id);
      }
    }
  });

  it("names the Tunisian and Moroccan agreements and the working-holiday partners without removing routes", () => {
    expect(run(ask("tech", "over_6k", "TN")).regimes).toEqual(["franco-tunisian"]);
    expect(run(ask("tech", "over_6k", "MA")).regimes).toEqual(["franco-moroccan"]);
    expect(run(ask("tech", "over_6k", "CA")).regimes).toEqual(["working-holiday"]);
    expect(run(ask("tech", "over_6k", "CA")).options).toEqual(run(ask("tech", "over_6k", "IN")).options);
  });
});

describe("recommend: resources floors (net against net)", () => {
  it("tells a retiree under 2,000 € the visitor's floor and caps the match", () => {
    const visitor = run(ask("retiree", "under_2k")).options[0];
    expect(visitor).toMatchObject({
      id: "retiree-visitor-visa",
      matchScore: 80,
      resourcesFloor: { monthlyNetEur: 1478, factId: "visitor.floor", band: { min: 0, max: 2000 }, fit: "straddles" },
    });
  });

  it("leaves a retiree with 2,000 € or more at 90, the floor shown as met", () => {
    const visitor = run(ask("retiree", "2k_4k")).options[0];
    expect(visitor).toMatchObject({ matchScore: 90, resourcesFloor: { fit: "above" } });
  });
});

describe("recommend: salary floors (the net band as gross × 12 against the gross annual floor)", () => {
  it("a band wholly above the floor leaves the score alone and shows the floor beside the band", () => {
    const talent = run(ask("tech", "4k_6k")).options[0];
    expect(talent).toMatchObject({ id: "passeport-talent", matchScore: 95 });
    expect(talent?.salaryFloor).toEqual({
      annualGrossEur: 39582,
      factId: "talent.floor",
      monthlyGrossEur: 3299,
      income: "4k_6k",
      band: { min: 4000, max: 6000 },
      grossBand: { min: 5128, max: 7692 },
      fit: "above",
    });
  });

  it("a band straddling the floor caps the score at 80 and says so", () => {
    // 2,000-4,000 € a month is 24,000-48,000 € a year: part of it under 39,582.
    const { options, dropped } = run(ask("tech", "2k_4k"));
    expect(options[0]).toMatchObject({
      id: "passeport-talent",
      matchScore: 80,
      salaryFloor: { annualGrossEur: 39582, monthlyGrossEur: 3299, income: "2k_4k", fit: "straddles" },
    });
    expect(dropped).toEqual([]);
    // 4,000-6,000 € net a month is 5,128-7,692 € gross: the EU Blue Card's 4,948 € is cleared (like with like).
    const blueCard = run(ask("tech", "4k_6k")).options.find((o) => o.id === "eu-blue-card");
    expect(blueCard).toMatchObject({ matchScore: 90, salaryFloor: { monthlyGrossEur: 4948, fit: "above" } });
  });

  it("a band wholly below the floor drops the option and gives the reason with the floor", () => {
    // Under 2,000 € net a month is under 2,564 € gross, 30,769 € a year: all of it under 39,582.
    expect(run(ask("tech", "under_2k"))).toEqual({
      options: [expect.objectContaining({ id: "employee-visa" })],
      dropped: [
        {
          id: "passeport-talent",
          visaSlug: "passeport-talent",
          href: "/visa/passeport-talent",
          reason: "below-salary-floor",
          salaryFloor: {
            annualGrossEur: 39582,
            factId: "talent.floor",
            monthlyGrossEur: 3299,
            income: "under_2k",
            band: { min: 0, max: 2000 },
            grossBand: { min: 0, max: 2564 },
            fit: "below",
          },
        },
      ],
      regimes: [],
    });
  });

  it("the cap only lowers: a score already under 80 stays as it is", () => {
    const table: RecommendationRow[] = [
      {
        id: "passeport-talent",
        visaSlug: "x",
        matches: () => true,
        floorApplies: () => true,
        matchScore: 70,
        isPremium: false,
      },
    ];
    expect(recommend(ask("tech", "2k_4k"), figures, conversion, table).options.map((o) => o.matchScore)).toEqual([70]);
  });

  it("applies the talent floor to tech profiles (qualified employees), not to business founders or investors", () => {
    for (const income of incomeBands) {
      const talent = run(ask("business", income)).options.find((o) => o.id === "passeport-talent");
      expect(talent, income).toMatchObject({ matchScore: 95, salaryFloor: null });
    }
  });

  it("options without a floor never carry one, whatever the income", () => {
    for (const profession of professions) {
      for (const income of incomeBands) {
        for (const option of run(ask(profession, income)).options) {
          if (option.id !== "passeport-talent" && option.id !== "eu-blue-card") expect(option.salaryFloor).toBeNull();
        }
      }
    }
  });

  it("reads the floor from the figures it is given: a lower floor keeps the talent option", () => {
    const lower = {
      ...figures,
      "passeport-talent": figureOf(1, { salaryFloor: { annualGrossEur: 20000, factId: "f" } }),
    };
    expect(recommend(ask("tech", "under_2k"), lower, conversion).options.map((o) => `${o.id} ${o.matchScore}`)).toEqual(
      ["passeport-talent 80", "employee-visa 75"],
    );
  });
});

describe("recommend: ordering and cap", () => {
  const row = (id: RecommendationRow["id"], matchScore: number): RecommendationRow => ({
    id,
    visaSlug: id,
    matches: () => true,
    floorApplies: () => false,
    matchScore,
    isPremium: false,
  });

  it("sorts by score, highest first, and keeps table order between equal scores", () => {
    const table = [row("employee-visa", 75), row("student-visa", 95), row("passeport-talent", 95)];
    expect(recommend(ask("tech", "under_2k"), figures, conversion, table).options.map((o) => o.id)).toEqual([
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
    // The visitor's resources floor straddles this band: 90 capped to 80, behind talent and tied with auto-entrepreneur.
    expect(
      recommend(ask("tech", "2k_4k"), figures, conversion, table).options.map((o) => `${o.id} ${o.matchScore}`),
    ).toEqual(["passeport-talent 95", "retiree-visitor-visa 90", "auto-entrepreneur 80"]);
  });

  it("sorts after capping: a capped option falls behind one it used to beat", () => {
    const table: RecommendationRow[] = [
      { ...row("passeport-talent", 95), floorApplies: () => true },
      row("auto-entrepreneur", 85),
    ];
    expect(
      recommend(ask("tech", "2k_4k"), figures, conversion, table).options.map((o) => `${o.id} ${o.matchScore}`),
    ).toEqual(["auto-entrepreneur 85", "passeport-talent 80"]);
  });

  it("never returns more than three options or an empty list for any real profile", () => {
    for (const profession of professions) {
      for (const income of incomeBands) {
        const { options } = run(ask(profession, income));
        expect(options.length).toBeGreaterThan(0);
        expect(options.length).toBeLessThanOrEqual(3);
        const scores = options.map((o) => o.matchScore);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    }
  });

  it("hands out copies: changing a result does not change the figures or the next result", () => {
    const first = run(ask("business", "over_6k"));
    first.options[0]!.cost!.parts.pop();
    first.options[0]!.processing!.max = 99;
    expect(figures["passeport-talent"].cost.parts).toHaveLength(2);
    expect(run(ask("business", "over_6k")).options[0]?.processing?.max).toBe(3);
  });

  it("needs figures for every option of the table", () => {
    expect(Object.keys(figures).sort()).toEqual([...visaOptionIds].sort());
  });
});

describe("recommend: EU/EEA/Swiss citizens", () => {
  const noVisa = {
    options: [
      {
        id: "no-visa-needed",
        visaSlug: null,
        href: "/eu-eea-nationals",
        matchScore: 100,
        cost: null,
        processing: null,
        salaryFloor: null,
        resourcesFloor: null,
        isPremium: false,
        freeServices: ["company-setup", "job-market", "logistics", "tax", "family"],
      },
    ],
    dropped: [],
    regimes: [],
  };

  it("Germany gives only 'no visa needed' at 100 with the free services", () => {
    expect(run(ask("tech", "over_6k", "DE"))).toEqual(noVisa);
  });

  it.each([
    ["Liechtenstein", "LI"],
    ["Switzerland", "CH"],
    ["Norway", "NO"],
    ["Iceland", "IS"],
  ])("%s (%s) is treated as EU/EEA", (_name, code) => {
    expect(run(ask("student", "under_2k", code))).toEqual(noVisa);
  });

  it("applies to every EU/EEA/Swiss country, whatever the profession and income: no floor, nothing dropped", () => {
    for (const country of euEeaCountryCodes) {
      for (const profession of professions) {
        for (const income of incomeBands) {
          expect(run(ask(profession, income, country)), `${country} ${profession} ${income}`).toEqual(noVisa);
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
    const first = run(ask("tech", "over_6k", "DE"));
    first.options[0]?.freeServices.pop();
    expect(run(ask("tech", "over_6k", "DE"))).toEqual(noVisa);
  });

  it("keeps non-EU European countries on the visa table", () => {
    for (const country of ["GB", "UA", "RS", "TR", "AL", "MC", "AD", "SM", "VA"]) {
      expect(
        run(ask("other", "2k_4k", country)).options.map((o) => o.id),
        country,
      ).toEqual(["employee-visa"]);
    }
  });
});
