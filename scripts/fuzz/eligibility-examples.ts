import { eligibilityProfileSchema } from "../../core/eligibility/eligibility-profile-schema.ts";
import { saveEligibilityAssessment } from "../../server/modules/eligibility/save-eligibility-assessment.ts";
import type { Endpoint, Runtime } from "./discover-endpoints.ts";
import type { FuzzAccount } from "./fuzz-accounts.ts";

/**
 * A saved detailed assessment answers 404 to any id but the account's own, so random
 * requests would never reach its reading, re-run, PDF report or deletion. The fuzz member (premium,
 * as for the assistant) gets one saved assessment in the throwaway database, and every
 * `/api/eligibility/assessments/:id…` pattern gets its id.
 */
export async function addEligibilityExamples(runtime: Runtime, endpoints: Endpoint[], accounts: FuzzAccount[]) {
  const { db } = runtime.deps;
  const email = accounts.find((account) => account.role === "user")?.email ?? "";
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db.updateTable("users").set({ plan: "premium" }).where("id", "=", user.id).execute();
  const assessment = await saveEligibilityAssessment(db, {
    userId: user.id,
    plan: "premium",
    profile: eligibilityProfileSchema.parse({
      nationality: "LB",
      purpose: "work",
      diploma: "master",
      contractType: "permanent",
      annualGrossSalaryEur: 52000,
    }),
    language: "en",
  });
  for (const endpoint of endpoints) {
    if (endpoint.kind === "api" && endpoint.pattern.startsWith("/api/eligibility/assessments/:id"))
      endpoint.examples.push(endpoint.pattern.replace(":id", assessment.id));
  }
}
