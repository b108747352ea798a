import { describe, expect, it } from "vitest";
import { eligibilityCases } from "../../core/eligibility/eligibility-cases.ts";
import { blankProfile } from "../../core/eligibility/eligibility-profile.ts";
import { assessedSlugs, evaluateEligibility } from "../../core/eligibility/evaluate-eligibility.ts";
import { eligibilityFiguresOn } from "./eligibility-figures.ts";

const defaultStart = "2026-12-01";

function run(testCase: (typeof eligibilityCases)[number]) {
  const { nationality, purpose, plannedStart = defaultStart, ...rest } = testCase.profile;
  const profile = { ...blankProfile({ nationality, purpose, plannedStart }), ...rest };
  return evaluateEligibility(profile, eligibilityFiguresOn(plannedStart));
}

describe("the eligibility case table", () => {
  it("has at least 80 cases, each naming only routes the engine answers for", () => {
    expect(eligibilityCases.length).toBeGreaterThanOrEqual(80);
    for (const testCase of eligibilityCases) {
      for (const slug of Object.keys(testCase.expect)) expect(assessedSlugs, testCase.name).toContain(slug);
      expect(testCase.source, testCase.name).toMatch(
        /^https:\/\/(www\.service-public\.fr|france-visas\.gouv\.fr|www\.welcometofrance\.com)\//,
      );
    }
  });

  it("has an eligible (or likely) case for every route, so no route's rule is closed to everyone", () => {
    const eligible = new Set(
      eligibilityCases.flatMap((testCase) =>
        Object.entries(testCase.expect)
          .filter(([, verdict]) => verdict === "eligible" || verdict === "likely")
          .map(([slug]) => slug),
      ),
    );
    expect(assessedSlugs.filter((slug) => !eligible.has(slug))).toEqual([]);
  });

  for (const testCase of eligibilityCases) {
    it(`${testCase.name}: ${testCase.because}`, () => {
      const result = run(testCase);
      for (const [slug, verdict] of Object.entries(testCase.expect)) {
        const route = result.routes.find((candidate) => candidate.slug === slug);
        expect(route?.verdict, `${slug}: ${JSON.stringify(route?.reasons)}`).toBe(verdict);
      }
      for (const [slug, condition] of Object.entries(testCase.decidedBy ?? {})) {
        const route = result.routes.find((candidate) => candidate.slug === slug);
        const reason = route?.reasons.find((candidate) => candidate.condition === condition);
        expect(reason, `${slug} has no reason ${condition}`).toBeDefined();
        expect(reason?.met, `${slug}: ${condition} decides, so it is not met`).not.toBe(true);
      }
    });
  }
});
