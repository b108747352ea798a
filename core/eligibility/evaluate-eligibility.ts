import { isEuEeaCitizen } from "../eu-eea.ts";
import { autoEntrepreneur } from "./business-routes.ts";
import { changesOf } from "./changes.ts";
import type { EligibilityFigures } from "./eligibility-figures.ts";
import type { EligibilityProfile } from "./eligibility-profile.ts";
import type { EligibilityResult, Reason, RouteAssessment } from "./eligibility-result.ts";
import { familleFrancais, regroupementFamilial } from "./family-routes.ts";
import type { RouteRule } from "./route-rule.ts";
import {
  auPair,
  autresCategories,
  longStayPersonal,
  vacancesTravail,
  visiteurTouriste,
  volontariat,
} from "./stay-routes.ts";
import { etudiant, jobSearchBusiness, stagiaireEtudiant } from "./study-routes.ts";
import {
  carteBleueUe,
  passeportTalentArtistique,
  passeportTalentChercheur,
  passeportTalentInnovant,
  passeportTalentInvestisseur,
  passeportTalentMission,
  passeportTalentRenommee,
  passeportTalentRepresentant,
  passeportTalentSalarie,
} from "./talent-routes.ts";
import { scoreFloorOf, scoreOf, verdictOf } from "./verdict.ts";
import { salarie, transfertIntraGroupe, travailleurTemporaire } from "./work-routes.ts";

/**
 * The detailed assessment's engine (ADR 0078): every visa route of the visa pages, once
 * each (the pages that repeat a route — eu-blue-card, etudiant-vls, travailleur-independant — are
 * read as their route, content/visas/visa-routes.ts), plus the EU/EEA page, checked against one
 * profile with the figures in force on its planned start date, and ranked. Pure and synchronous.
 */

const specificRoutes: readonly RouteRule[] = [
  passeportTalentSalarie,
  carteBleueUe,
  passeportTalentMission,
  passeportTalentChercheur,
  passeportTalentInvestisseur,
  passeportTalentInnovant,
  passeportTalentRepresentant,
  passeportTalentRenommee,
  passeportTalentArtistique,
  salarie,
  travailleurTemporaire,
  transfertIntraGroupe,
  jobSearchBusiness,
  autoEntrepreneur,
  etudiant,
  stagiaireEtudiant,
  familleFrancais,
  regroupementFamilial,
  longStayPersonal,
  visiteurTouriste,
  autresCategories,
  auPair,
  vacancesTravail,
  volontariat,
];

/**
 * The two overview pages read as the best of the routes they present: the talent card's page
 * (every talent category) and the investor and business page. They rank just below that route.
 */
const overviews: readonly { slug: string; of: readonly RouteRule[] }[] = [
  {
    slug: "passeport-talent",
    of: [
      passeportTalentSalarie,
      carteBleueUe,
      passeportTalentMission,
      passeportTalentChercheur,
      passeportTalentInvestisseur,
      passeportTalentInnovant,
      passeportTalentRepresentant,
      passeportTalentRenommee,
      passeportTalentArtistique,
    ],
  },
  {
    slug: "investisseur-affaires",
    of: [passeportTalentInvestisseur, passeportTalentInnovant, passeportTalentRepresentant, autoEntrepreneur],
  },
];

/** Every slug the engine answers for, in the order routes are listed before ranking. */
export const assessedSlugs: readonly string[] = [
  "eu-eea-nationals",
  ...specificRoutes.map((rule) => rule.slug),
  ...overviews.map((overview) => overview.slug),
];

function notApplicable(slug: string, nationality: string, reason: Reason): RouteAssessment {
  return { slug, verdict: "not-applicable", score: 0, reasons: [reason], changes: [], nationality };
}

function assessRoute(
  rule: RouteRule,
  profile: EligibilityProfile,
  figures: EligibilityFigures,
  nationality: string,
): RouteAssessment {
  if (!rule.purposes.includes(profile.purpose) && !rule.concerns?.(profile)) {
    return notApplicable(rule.slug, nationality, {
      condition: "purpose",
      kind: "required",
      threshold: rule.purposes.join(","),
      value: profile.purpose,
      unit: "purpose",
      met: false,
      factId: null,
    });
  }
  if (rule.closedToAlgerians && nationality === "DZ") {
    return notApplicable(rule.slug, nationality, {
      condition: "franco-algerian-agreement",
      kind: "required",
      threshold: null,
      value: nationality,
      unit: "country",
      met: false,
      factId: null,
    });
  }
  const reasons = rule.conditions({ profile, figures, nationality });
  const verdict = verdictOf(reasons);
  return {
    slug: rule.slug,
    verdict,
    score: scoreOf(verdict, reasons),
    reasons,
    changes: changesOf(verdict, reasons, figures, profile),
    nationality,
  };
}

/** A dual national's route is read with each nationality; the better reading stands. */
function bestOf(readings: RouteAssessment[]): RouteAssessment {
  return readings.reduce((best, reading) => (reading.score > best.score ? reading : best));
}

function nationalitiesOf(profile: EligibilityProfile): string[] {
  const second = profile.secondNationality;
  return second && second !== profile.nationality ? [profile.nationality, second] : [profile.nationality];
}

/** Free movement: an EU, EEA or Swiss citizen, or the family member of one living in France. */
function euRoute(profile: EligibilityProfile, nationalities: string[]): RouteAssessment {
  const citizen = nationalities.find(isEuEeaCitizen);
  const nationality = citizen ?? profile.nationality;
  const reasons: Reason[] = [
    {
      condition: "eu-eea-nationality",
      kind: "required",
      threshold: null,
      value: nationality,
      unit: "country",
      met: citizen !== undefined,
      factId: null,
    },
  ];
  if (citizen) return { slug: "eu-eea-nationals", verdict: "eligible", score: 100, reasons, changes: [], nationality };
  if (profile.euFamilyMember) {
    const family: Reason = {
      condition: "eu-family-member",
      kind: "required",
      threshold: null,
      value: true,
      unit: "yes-no",
      met: true,
      factId: null,
    };
    return { slug: "eu-eea-nationals", verdict: "eligible", score: 95, reasons: [family], changes: [], nationality };
  }
  return notApplicable("eu-eea-nationals", nationality, reasons[0]!);
}

function overviewOf(slug: string, readings: RouteAssessment[]): RouteAssessment {
  const best = bestOf(readings);
  if (best.verdict === "not-applicable") return { ...best, slug };
  const category: Reason = {
    condition: "best-category",
    kind: "required",
    threshold: null,
    value: best.slug,
    unit: "purpose",
    met: best.verdict === "eligible" || best.verdict === "likely" ? true : best.verdict === "borderline" ? null : false,
    factId: null,
  };
  // Just under the route itself, never below its verdict's band (verdict.ts).
  return {
    ...best,
    slug,
    score: Math.max(scoreFloorOf(best.verdict), best.score - 1),
    reasons: [category, ...best.reasons],
  };
}

const verdictOrder = { eligible: 0, likely: 1, borderline: 2, "not-eligible": 3, "not-applicable": 4 } as const;

/** Every route for the profile, ranked: verdict first, then score, then the list's order. */
export function evaluateEligibility(profile: EligibilityProfile, figures: EligibilityFigures): EligibilityResult {
  const nationalities = nationalitiesOf(profile);
  const eu = euRoute(profile, nationalities);
  const citizen = nationalities.some(isEuEeaCitizen);
  const readings = new Map<RouteRule, RouteAssessment>();
  for (const rule of specificRoutes) {
    readings.set(
      rule,
      citizen
        ? notApplicable(rule.slug, eu.nationality, { ...eu.reasons[0]!, condition: "eu-eea-free-movement", met: false })
        : bestOf(nationalities.map((nationality) => assessRoute(rule, profile, figures, nationality))),
    );
  }
  const routes = [
    eu,
    ...specificRoutes.map((rule) => readings.get(rule)!),
    ...overviews.map((overview) =>
      overviewOf(
        overview.slug,
        overview.of.map((rule) => readings.get(rule)!),
      ),
    ),
  ];
  const position = new Map(assessedSlugs.map((slug, index) => [slug, index]));
  routes.sort(
    (a, b) =>
      verdictOrder[a.verdict] - verdictOrder[b.verdict] ||
      b.score - a.score ||
      (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0),
  );
  return { date: figures.date, routes };
}
