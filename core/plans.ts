/**
 * Plan tiers (decisions.md "Plans and access"): free < premium < dfy. Access to a tier means the
 * viewer's own rank is at or above it. Visitors without an account rank below free.
 */
export const planTiers = ["free", "premium", "dfy"] as const;
export type PlanTier = (typeof planTiers)[number];
export type Viewer = PlanTier | "visitor";

const rank: Record<Viewer, number> = { visitor: -1, free: 0, premium: 1, dfy: 2 };

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === "string" && (planTiers as readonly string[]).includes(value);
}

export function hasAccess(viewer: Viewer, required: PlanTier): boolean {
  return rank[viewer] >= rank[required];
}
