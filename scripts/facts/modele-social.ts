// URSSAF's rules as code (modele-social on npm, evaluated by publicodes): the outside reference
// the registry and the wizard's net/gross table are checked against (ADR 0058). Dev only: the
// server never loads it; the CI test and `npm run facts:salary-table` do.

import rules from "modele-social";
import Engine from "publicodes";

type Situation = Record<string, string>;

const silent = { log() {}, warn() {}, error() {} };
let engine: Engine | undefined;

/** One engine for the process: parsing the rules takes about a second. */
function shared(): Engine {
  engine ??= new Engine(rules as never, { logger: silent });
  return engine;
}

/** "2026-06-01" -> "'01/06/2026'", the date literal publicodes reads. */
function dateLiteral(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `'${day}/${month}/${year}'`;
}

/** The value of a rule on a Paris day, in the situation given; throws when the rule has none. */
export function evaluateOn(isoDate: string, rule: string, situation: Situation = {}): number {
  const rulesEngine = shared();
  rulesEngine.setSituation({ date: dateLiteral(isoDate), ...situation });
  const value = rulesEngine.evaluate(rule).nodeValue;
  if (typeof value !== "number") throw new Error(`modele-social gives no number for "${rule}" on ${isoDate}`);
  return value;
}

/** The SMIC, gross hourly and gross monthly for 35 hours a week, on a day. */
export function smicOn(isoDate: string): { hourly: number; monthly: number } {
  return { hourly: evaluateOn(isoDate, "SMIC . horaire"), monthly: evaluateOn(isoDate, "SMIC") };
}

/**
 * Net pay before income tax for a gross monthly salary, with the rules' defaults (private-sector
 * employee, non-executive, full time, the default company health plan) — the conversion the
 * wizard uses. `withoutHealthPlan` leaves out the company health plan, as Service-Public.fr's
 * approximate net SMIC does.
 */
export function netOfGross(isoDate: string, grossMonthly: number, withoutHealthPlan = false): number {
  return evaluateOn(isoDate, "salarié . rémunération . net . à payer avant impôt", {
    "salarié . contrat . salaire brut": `${grossMonthly} €/mois`,
    ...(withoutHealthPlan ? { "salarié . cotisations . prévoyances . santé . montant": "0 €/mois" } : {}),
  });
}

const microEntrepreneur = {
  "entreprise . catégorie juridique": "'EI'",
  "entreprise . catégorie juridique . EI . auto-entrepreneur": "oui",
};
const contributions = "dirigeant . auto-entrepreneur . cotisations et contributions . cotisations";

/** Micro-entrepreneur contribution rates (percent of turnover) and turnover ceilings (EUR a year). */
export function microEntrepreneurOn(isoDate: string) {
  return {
    rateSales: evaluateOn(isoDate, `${contributions} . vente restauration hébergement . taux`, {
      ...microEntrepreneur,
      "entreprise . activité . nature": "'commerciale'",
      "entreprise . activités . service ou vente": "'vente'",
    }),
    rateServicesBic: evaluateOn(isoDate, `${contributions} . service BIC . taux`, {
      ...microEntrepreneur,
      "entreprise . activité . nature": "'commerciale'",
      "entreprise . activités . service ou vente": "'service'",
    }),
    rateLiberalBnc: evaluateOn(isoDate, `${contributions} . service BNC . taux`, {
      ...microEntrepreneur,
      "entreprise . activité . nature": "'libérale'",
    }),
    ceilingSales: evaluateOn(isoDate, "entreprise . chiffre d'affaires . seuil micro . total", microEntrepreneur),
    ceilingServices: evaluateOn(isoDate, "entreprise . chiffre d'affaires . seuil micro . libérale", microEntrepreneur),
  };
}
