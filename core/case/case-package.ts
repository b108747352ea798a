import { type DfyPackage, type DfyPackageId, dfyPackageById, dfyPackages } from "../plans-catalogue.ts";

/**
 * The package a done-for-you case is for: one of the catalogue's done-for-you packages
 * (core/plans-catalogue.ts), named as the catalogue names it, in every language — never a tier of
 * our own. Pages, the API and the audit log read names through casePackageOf.
 */

/** Every package a case can be for, in the catalogue's order. */
export const casePackageIds: readonly DfyPackageId[] = dfyPackages.map((plan) => plan.id);

/**
 * Plans opened before cases named their package stored a tier of the advisor's own (essential,
 * standard, premium) in relocation_plans.tier, a name the catalogue never sold. They are read as
 * the individual package of the same rank — the catalogue's ladder for individuals runs Essential
 * Relocation, Family Premium, Executive VIP — so an existing case still shows a package's name.
 * Read-time mapping rather than a migration: the rows, and the audit log's copies of them, keep
 * what was written; a package chosen since is stored by its id, and sending the package a legacy
 * tier already reads as changes nothing (server/modules/cases/update-plan.ts).
 */
export const legacyCaseTiers = {
  essential: "essential-relocation",
  standard: "family-premium",
  premium: "executive-vip",
} as const satisfies Record<string, DfyPackageId>;

export type LegacyCaseTier = keyof typeof legacyCaseTiers;

/**
 * What relocation_plans.tier holds: a package id, or on a plan not saved since cases named their
 * package, a legacy tier.
 */
export type StoredCasePackage = DfyPackageId | LegacyCaseTier;

/** The package a stored value stands for (a package id, or a legacy tier); undefined for anything else. */
export function casePackageOf(stored: string): DfyPackage | undefined {
  const id = Object.hasOwn(legacyCaseTiers, stored) ? legacyCaseTiers[stored as LegacyCaseTier] : stored;
  return dfyPackageById(id);
}

/** A case's package as pages and the API show it: its id and the catalogue's name. */
export function casePackageView(stored: string): { id: DfyPackageId; name: string } | null {
  const plan = casePackageOf(stored);
  return plan ? { id: plan.id, name: plan.name } : null;
}
