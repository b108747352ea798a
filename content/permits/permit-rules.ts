import type { PermitRules } from "../../core/permits/permit-calendar.ts";
import { factOn } from "../facts/fact-on.ts";

function amount(id: Parameters<typeof factOn>[0], day: string): number {
  const { value } = factOn(id, day);
  if (typeof value !== "number") throw new Error(`${id} is not a single number`);
  return value;
}

/** The permit calendar's figures in force on a Paris day, from the facts registry (ADR 0057). */
export function permitRulesOn(day: string): PermitRules {
  return {
    vlsTsValidationMonths: amount("vls-ts.validation-deadline", day),
    renewalOpensDays: amount("residence-permit.renewal-window-opens-days", day),
    renewalClosesDays: amount("residence-permit.renewal-window-closes-days", day),
    prefectureMonths: amount("residence-permit.renewal-prefecture-months", day),
    lateRenewalFee: amount("residence-permit.late-renewal-fee", day),
    extensionCertificateMonths: amount("residence-permit.extension-certificate-max-months", day),
    healthCoverResidenceMonths: amount("health.puma-stable-residence-months", day),
  };
}

/**
 * The routes of people enrolled to study or on a study placement: their health cover comes with the
 * studies, without the wait for stable residence (Code de la sécurité sociale art. D160-2 1°).
 */
export const studyRouteSlugs: readonly string[] = ["etudiant", "stagiaire-etudiant"];

/**
 * The routes whose first permit comes with the republican integration contract (CESEDA L413-2):
 * employees ("salarié"), a French national's family and family reunification ("vie privée et
 * familiale"), and the self-employed ("entrepreneur / profession libérale"). The routes of
 * L413-5's exemptions (students, trainees, visitors, temporary workers, talent passports and the
 * EU Blue Card, intra-company transfers) and those we have not checked against it are left out:
 * the step is shown only where the contract surely applies.
 */
export const integrationContractRouteSlugs: readonly string[] = [
  "salarie",
  "famille-francais",
  "regroupement-familial",
  "travailleur-independant",
  "auto-entrepreneur",
];
