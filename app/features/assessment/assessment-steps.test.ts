import { describe, expect, it } from "vitest";
import {
  firstOpenStep,
  isStepAnswered,
  profileInputOf,
  readStepForm,
  stepFields,
  stepsFor,
} from "./assessment-steps.ts";
import { checkProfile, checkStep } from "./assessment-validate.ts";

const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("the detailed assessment's steps", () => {
  it("ask only the situation questions the purpose makes relevant", () => {
    expect(stepsFor({ purpose: "work" })).toEqual([
      "nationality",
      "purpose",
      "education",
      "job",
      "household",
      "timeline",
      "summary",
    ]);
    expect(stepsFor({ purpose: "study" })).toContain("studies");
    expect(stepsFor({ purpose: "family" })).toContain("family-link");
    expect(stepsFor({ purpose: "retire" })).toContain("retirement");
    expect(stepsFor({ purpose: "invest" })).toContain("business");
    expect(stepsFor({ purpose: "au-pair" })).toContain("au-pair");
    expect(stepsFor({ purpose: "working-holiday" })).toContain("working-holiday");
    expect(stepsFor({ purpose: "other" })).toContain("other");
    expect(stepsFor({ purpose: "study" })).not.toContain("job");
    expect(stepFields.job).toContain("annualGrossSalaryEur");
    // Savings count where a route accepts them: studies, a stay without work, a business.
    for (const step of ["studies", "retirement", "business", "other"] as const)
      expect(stepFields[step]).toContain("savingsEur");
    expect(stepFields["family-link"]).toEqual(
      expect.arrayContaining(["frenchFamilyMember", "euFamilyMember", "residentSponsorMonths", "monthlyResourcesEur"]),
    );
  });

  it("count one situation step before the purpose is known, and a step answered once all its fields are kept", () => {
    expect(stepsFor({})).toHaveLength(6);
    expect(firstOpenStep({})).toBe("nationality");
    const answers = { nationality: "LB", secondNationality: null };
    expect(isStepAnswered("nationality", answers)).toBe(true);
    expect(firstOpenStep(answers)).toBe("purpose");
  });

  it("read what people type: grouped digits, a decimal comma, empty answers as not answered", () => {
    const job = readStepForm(
      "job",
      form({
        contractType: "permanent",
        contractMonths: "",
        annualGrossSalaryEur: "45 000",
        shortageOccupation: "unknown",
      }),
    );
    expect(job).toMatchObject({ contractType: "permanent", contractMonths: null, annualGrossSalaryEur: 45000 });
    expect(job.shortageOccupation).toBeNull();
    expect(readStepForm("job", form({ annualGrossSalaryEur: "45,000" })).annualGrossSalaryEur).toBe(45000);
    expect(readStepForm("job", form({ annualGrossSalaryEur: "1\u202f478,50 €" })).annualGrossSalaryEur).toBe(1478.5);
    expect(readStepForm("job", form({ annualGrossSalaryEur: "lots" })).annualGrossSalaryEur).toBe("lots");
    expect(readStepForm("au-pair", form({ auPairAgreement: "yes" })).auPairAgreement).toBe(true);
    expect(readStepForm("au-pair", form({})).auPairAgreement).toBe(false);
    expect(readStepForm("nationality", form({ nationality: "lb" })).nationality).toBe("LB");
    // Left empty, the household keeps the schema's defaults.
    expect(readStepForm("household", form({ familyStatus: "single" }))).not.toHaveProperty("familySize", null);
  });

  it("refuse a step with the shared schema's message keys, field by field", () => {
    const refused = checkStep("nationality", readStepForm("nationality", form({})));
    expect(refused).toEqual({ ok: false, problems: { nationality: "nationality_required" } });
    const amount = checkStep("job", readStepForm("job", form({ annualGrossSalaryEur: "lots" })));
    expect(amount.ok).toBe(false);
    if (!amount.ok) expect(amount.problems.annualGrossSalaryEur).toBe("eligibility_amount_invalid");
    const purpose = checkStep("purpose", readStepForm("purpose", form({})));
    expect(purpose.ok || purpose.problems.purpose).toBe("eligibility_purpose_required");
    const date = checkStep("timeline", readStepForm("timeline", form({ plannedStart: "2026-02-30" })));
    expect(date.ok || date.problems.plannedStart).toBe("eligibility_planned_start_invalid");
  });

  it("keep every field of an accepted step, null when not answered, defaults applied", () => {
    const household = checkStep("household", readStepForm("household", form({ familyStatus: "married" })));
    expect(household).toEqual({
      ok: true,
      answers: { familyStatus: "married", spouseNationality: null, children: 0, familySize: 1 },
    });
  });

  it("build the profile from the relevant steps only, a partner's nationality only with a partner", () => {
    const answers = {
      nationality: "LB",
      secondNationality: null,
      purpose: "study",
      profession: null,
      // Answers of a purpose given up midway stay out.
      annualGrossSalaryEur: 45000,
      admittedToStudies: true,
      etudesEnFranceCompleted: true,
      internshipAgreement: false,
      monthlyResourcesEur: 700,
      familyStatus: "single",
      spouseNationality: "FR",
      children: 0,
      familySize: 1,
      plannedStart: null,
      stayMonths: 12,
    };
    const input = profileInputOf(answers);
    expect(input).not.toHaveProperty("annualGrossSalaryEur");
    expect(input).not.toHaveProperty("plannedStart");
    expect(input.spouseNationality).toBeNull();
    const checked = checkProfile(answers);
    expect(checked.ok).toBe(true);
    expect(checkProfile({ ...answers, monthlyResourcesEur: -5 })).toEqual({ ok: false, step: "studies" });
  });
});

describe("the timeline step", () => {
  it("takes an empty planned start as today's (kept as not answered)", () => {
    const checked = checkStep("timeline", readStepForm("timeline", form({ plannedStart: "", stayMonths: "24" })));
    expect(checked).toEqual({ ok: true, answers: { plannedStart: null, stayMonths: 24 } });
  });
});
