import { createContext, useContext, useEffect, useMemo, useState } from "react";
import type { UserRole } from "../../core/account-rules.ts";
import { type PlanState, type PlanStatus, type PlanTier, planAfterRefresh, planFromStorage } from "../../core/plans.ts";
import { apiRequest } from "./api-request.ts";

/** What every page knows about the signed-in user, from the root loader (server-rendered, no flash). */
export type AccountSummary = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  userPlan: PlanTier;
  hasActiveDfyPlan: boolean;
};

/** A stored browser value: the plan is kept under this key (never a token: ADR 0012). */
export const planStorageKey = "userPlan";

type AccountValue = { account: AccountSummary | null; plan: PlanState };

const AccountContext = createContext<AccountValue | null>(null);

function readStoredPlan(): PlanTier | null {
  try {
    return planFromStorage(window.localStorage.getItem(planStorageKey));
  } catch {
    return null;
  }
}

function storePlan(plan: PlanTier | null): void {
  try {
    if (plan) window.localStorage.setItem(planStorageKey, plan);
    else window.localStorage.removeItem(planStorageKey);
  } catch {
    // Storage can be unavailable (private mode, quotas); the plan then lives in memory only.
  }
}

/** Signing out forgets the stored plan too. */
export function forgetStoredPlan(): void {
  storePlan(null);
}

/**
 * The plan logic. The server's session is the truth: pages render with the plan from
 * the root loader. On load the browser reads a stored plan (accepted only if free, premium or
 * dfy), then, for a signed-in user, refreshes it from GET /api/auth/me: dfy when hasActiveDfyPlan,
 * else a valid userPlan. A failed refresh changes nothing and is only logged. Access is always
 * decided on the server; this drives what the interface shows.
 */
export function AccountProvider({ account, children }: { account: AccountSummary | null; children: React.ReactNode }) {
  const [plan, setPlan] = useState<PlanState>(() =>
    account
      ? { plan: account.userPlan, hasActiveDfyPlan: account.hasActiveDfyPlan }
      : { plan: "free", hasActiveDfyPlan: false },
  );
  const accountId = account?.id;

  useEffect(() => {
    if (!accountId) {
      const stored = readStoredPlan();
      if (stored) setPlan({ plan: stored, hasActiveDfyPlan: false });
      return;
    }
    let cancelled = false;
    apiRequest<PlanStatus>("GET", "/api/auth/me")
      .then((status) => {
        if (!cancelled) setPlan((current) => planAfterRefresh(current, status));
      })
      .catch((error: unknown) => {
        console.warn("Failed to fetch user plan status", error);
      });
    return () => {
      cancelled = true;
    };
  }, [accountId]);

  // A new session from the server (sign-in, plan change seen by a loader) wins over what we had.
  useEffect(() => {
    if (account) setPlan({ plan: account.userPlan, hasActiveDfyPlan: account.hasActiveDfyPlan });
  }, [account]);

  useEffect(() => {
    if (accountId) storePlan(plan.plan);
  }, [accountId, plan.plan]);

  const value = useMemo(() => ({ account, plan }), [account, plan]);
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

function useAccountValue(hook: string): AccountValue {
  const value = useContext(AccountContext);
  // A developer-only error when the context is used outside its provider.
  if (!value) throw new Error(`${hook} must be used inside <AccountProvider>`);
  return value;
}

/** The signed-in user, or null for a visitor. */
export function useAccount(): AccountSummary | null {
  return useAccountValue("useAccount").account;
}

/** The plan as the interface should show it. */
export function usePlan(): PlanState {
  return useAccountValue("usePlan").plan;
}
