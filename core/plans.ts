/**
 * Plan tiers: free < premium < dfy. Access to a tier means the viewer's own rank is at or above it.
 * Visitors without an account rank below free.
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

/** The tier a user actually has: an active done-for-you plan outranks the stored subscription. */
export function effectivePlan(plan: unknown, hasActiveDfyPlan: boolean): PlanTier {
  if (hasActiveDfyPlan) return "dfy";
  return isPlanTier(plan) ? plan : "free";
}

/** What the browser keeps (`userPlan`) and what GET /api/auth/me tells it. */
export type PlanState = { plan: PlanTier; hasActiveDfyPlan: boolean };
export type PlanStatus = { userPlan?: unknown; hasActiveDfyPlan?: unknown };

/** A stored plan is used only when it is free, premium or dfy. */
export function planFromStorage(stored: unknown): PlanTier | null {
  return isPlanTier(stored) ? stored : null;
}

/**
 * After a refresh from the server, hasActiveDfyPlan makes the plan dfy and sets the flag;
 * otherwise a valid returned userPlan replaces the plan and the flag is cleared. Anything else
 * leaves the plan as it was.
 */
export function planAfterRefresh(current: PlanState, status: PlanStatus): PlanState {
  if (status.hasActiveDfyPlan === true) return { plan: "dfy", hasActiveDfyPlan: true };
  if (isPlanTier(status.userPlan)) return { plan: status.userPlan, hasActiveDfyPlan: false };
  return current;
}
