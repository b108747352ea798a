import type { Prose } from "../visas/visa-content-types.ts";
import type { City } from "./city-types.ts";

/**
 * Rent control by city, with the same wording everywhere (decisions.md, "Visa facts"): it was a
 * legal experiment that the law set to end in November 2026, so it is never called permanent; the
 * end date is a registry fact whose checked-on date shows in the sources.
 */
export type RentControlStatus = City["rentControl"];

export const rentControlText: Record<RentControlStatus, { en: Prose; fr: Prose }> = {
  experiment: {
    en: "Rent control applies here as a legal experiment that the law set to end in {fact:rent-control.experiment-end}; whether it continues is for Parliament to decide, so check on Service-Public.fr that it still applies before you sign a lease.",
    fr: "L'encadrement des loyers s'applique ici à titre d'expérimentation, que la loi a prévu de terminer en {fact:rent-control.experiment-end}\u202f; sa suite relève du Parlement, vérifiez donc sur Service-Public.fr qu'il s'applique toujours avant de signer un bail.",
  },
  none: {
    en: "No rent control applies here: the landlord sets the rent of a new lease, and a yearly increase may not exceed the rent reference index.",
    fr: "Aucun encadrement des loyers ne s'applique ici\u202f: le bailleur fixe le loyer d'un nouveau bail, et la révision annuelle ne peut pas dépasser l'indice de référence des loyers.",
  },
};
