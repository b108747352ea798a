import { atLeastFact, yes } from "./conditions.ts";
import { diplomaAtLeast } from "./eligibility-profile.ts";
import type { Reason } from "./eligibility-result.ts";
import { resourcesWithSavings, withSavings } from "./resources-with-savings.ts";
import type { RouteRule } from "./route-rule.ts";

/** Student, intern, and the post-study job search or business creation permit (« RECE »). */

export const etudiant: RouteRule = {
  slug: "etudiant",
  purposes: ["study"],
  conditions: ({ profile, figures, nationality }) => {
    const reasons: Reason[] = [yes("admission", profile.admittedToStudies)];
    // Campus France's procedure comes first in the countries where it runs (content/visas/etudes-en-france.ts).
    if (figures.etudesEnFranceCountries.has(nationality))
      reasons.push(yes("etudes-en-france", profile.etudesEnFranceCompleted));
    // "Your own savings, a scholarship, or a sponsor's commitment": savings count, spread over the stay.
    const resources = resourcesWithSavings(profile);
    reasons.push(
      withSavings(
        atLeastFact("student-resources", resources.value, figures, "student.min-monthly-resources", "eur-per-month"),
        resources,
      ),
    );
    return reasons;
  },
};

/** The student amount is the benchmark France-Visas points interns to, not a legal floor: short of it is borderline. */
export const stagiaireEtudiant: RouteRule = {
  slug: "stagiaire-etudiant",
  purposes: ["study"],
  conditions: ({ profile, figures }) => {
    const resources = resourcesWithSavings(profile);
    const benchmark = atLeastFact(
      "student-resources",
      resources.value,
      figures,
      "student.min-monthly-resources",
      "eur-per-month",
      "benchmark",
    );
    return [yes("internship-agreement", profile.internshipAgreement), withSavings(benchmark, resources)];
  },
};

/**
 * A diploma from a French institution at master's level (a licence professionnelle also
 * qualifies: with a French bachelor's the answer is "to be checked").
 */
export const jobSearchBusiness: RouteRule = {
  slug: "job-search-business",
  purposes: ["work", "business"],
  conditions: ({ profile }) => [
    {
      condition: "french-diploma",
      kind: "required",
      threshold: "master",
      value: profile.diplomaFromFrance ? profile.diploma : "none",
      unit: "diploma",
      met: !profile.diplomaFromFrance
        ? false
        : diplomaAtLeast(profile.diploma, "master")
          ? true
          : diplomaAtLeast(profile.diploma, "bachelor")
            ? null
            : false,
      factId: null,
    },
  ],
};
