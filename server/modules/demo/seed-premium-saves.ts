import type { SaveScenarioData } from "../../../core/calculators/scenario.ts";
import { eligibilityProfileSchema } from "../../../core/eligibility/eligibility-profile-schema.ts";
import { effectivePlan } from "../../../core/plans.ts";
import { sameCities } from "../../../core/saved-comparison.ts";
import type { Db } from "../../db/database.ts";
import { flag } from "../auth/db-values.ts";
import { citiesOf } from "../city-comparisons/comparison-record.ts";
import { saveComparison } from "../city-comparisons/save-comparison.ts";
import { saveEligibilityAssessment } from "../eligibility/save-eligibility-assessment.ts";
import { saveScenario } from "../scenarios/save-scenario.ts";

/** A calculator's inputs as its page's address writes them (core/calculators/tool-query.ts). */
const scenarios: readonly SaveScenarioData[] = [
  {
    tool: "budget",
    name: "Lyon, first six months",
    query: "income=3800&savings=12000&months=6&people=1&adults=1&city=lyon&visa=salarie&rental=unfurnished",
  },
  {
    tool: "cost-of-living",
    name: "Paris, Lyon or Bordeaux",
    query: "city=paris&city=lyon&city=bordeaux&housing=studio&people=1&lifestyle=moderate",
  },
  { tool: "timeline", name: "Leave as soon as possible", query: "visa=salarie&mode=asap&docs=4" },
];

const comparisons: readonly { name: string | null; cities: string[] }[] = [
  { name: "Big cities", cities: ["paris", "lyon", "marseille"] },
  { name: null, cities: ["bordeaux", "toulouse"] },
];

/** A salaried job offer in Lyon: the detailed assessment's questions, answered. */
const assessmentAnswers = {
  nationality: "IN",
  purpose: "work",
  age: 31,
  profession: "Data analyst",
  diploma: "master",
  yearsExperience: 7,
  contractType: "permanent",
  annualGrossSalaryEur: 58000,
  familyStatus: "single",
};

/**
 * What a premium member keeps after trying the tools: saved calculator scenarios, saved city
 * comparisons and one detailed assessment, each saved by the use case its page calls (so the
 * same checks, canonical queries and plan rules apply). Matched by name, cities, or "has one",
 * so a second run adds nothing.
 */
export async function seedPremiumSaves(db: Db, userId: string, now: Date): Promise<void> {
  for (const scenario of scenarios) {
    const kept = await db
      .selectFrom("saved_scenarios")
      .select("id")
      .where("user_id", "=", userId)
      .where("name", "=", scenario.name)
      .executeTakeFirst();
    if (!kept) await saveScenario(db, userId, scenario, now);
  }

  const kept = await db.selectFrom("saved_comparisons").select("cities").where("user_id", "=", userId).execute();
  for (const comparison of comparisons) {
    if (kept.some((row) => sameCities(citiesOf(row.cities), comparison.cities))) continue;
    await saveComparison(db, userId, comparison, "en", now);
  }

  const assessment = await db
    .selectFrom("eligibility_assessments")
    .select("id")
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!assessment) {
    const user = await db
      .selectFrom("users")
      .select(["plan", "has_active_dfy_plan"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    await saveEligibilityAssessment(
      db,
      {
        userId,
        plan: effectivePlan(user.plan, flag(user.has_active_dfy_plan)),
        profile: eligibilityProfileSchema.parse(assessmentAnswers),
        language: "en",
      },
      now,
    );
  }
}
