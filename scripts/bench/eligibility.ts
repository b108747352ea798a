import { eligibilityFiguresOn } from "../../content/eligibility/eligibility-figures.ts";
import { eligibilityCases } from "../../core/eligibility/eligibility-cases.ts";
import { blankProfile } from "../../core/eligibility/eligibility-profile.ts";
import { evaluateEligibility } from "../../core/eligibility/evaluate-eligibility.ts";
import { percentile } from "./percentile.ts";

export type EligibilityFigures = { profiles: number; rounds: number; p50Ms: number; p95Ms: number; maxMs: number };

/**
 * The detailed assessment's engine (goal: all routes for one profile in under 5 ms): every
 * profile of the case table evaluated `rounds` times, each evaluation timed alone, with the
 * registry's figures for its day made once beforehand (as the server keeps them).
 */
export function measureEligibility(rounds = Number(process.env.BENCH_ELIGIBILITY_ROUNDS ?? 50)): EligibilityFigures {
  const profiles = eligibilityCases.map(
    ({ profile: { nationality, purpose, plannedStart = "2026-12-01", ...rest } }) => ({
      ...blankProfile({ nationality, purpose, plannedStart }),
      ...rest,
    }),
  );
  for (const profile of profiles) eligibilityFiguresOn(profile.plannedStart);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const profile of profiles) {
      const started = performance.now();
      evaluateEligibility(profile, eligibilityFiguresOn(profile.plannedStart));
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return {
    profiles: profiles.length,
    rounds,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1) ?? 0,
  };
}
