import type { Context, MiddlewareHandler } from "hono";
import type { UserRole } from "../../../core/account-rules.ts";
import { hasAccess, type PlanTier } from "../../../core/plans.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { type AccountUser, signedInUser } from "./current-user.ts";

/** Handlers behind a guard read the signed-in user with c.get("user"). */
export type AccountEnv = { Variables: ApiEnv["Variables"] & { user: AccountUser } };

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * better-auth refuses a cookie-authenticated state change that carries no Origin; our own routes
 * do the same, on top of the cross-site check every /api request gets (ADR 0007). Browsers send
 * Origin or Sec-Fetch-Site on every POST; API clients authenticate with a bearer token instead.
 */
export function refuseCookieWriteWithoutOrigin(c: Context) {
  if (safeMethods.has(c.req.method)) return;
  if (/^bearer /i.test(c.req.header("authorization") ?? "")) return;
  if (!c.req.header("origin") && !c.req.header("referer") && !c.req.header("sec-fetch-site")) {
    throw new AppError("forbidden", "cross_site_request");
  }
}

function guard(deps: ApiDeps, check: (user: AccountUser) => void): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const signedIn = await signedInUser(deps, c.req.raw.headers);
    if (!signedIn) throw new AppError("unauthorized", "sign_in_required");
    check(signedIn.user);
    refuseCookieWriteWithoutOrigin(c);
    c.set("user", signedIn.user);
    await next();
    // A session used after a day gets its expiry moved forward: send the refreshed cookie.
    for (const cookie of signedIn.responseHeaders.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}

/** 401 unless a valid session (cookie or bearer token) comes with the request. */
export function requireUser(deps: ApiDeps): MiddlewareHandler<AccountEnv> {
  return guard(deps, () => {});
}

/** 401 when signed out, 403 unless the user has this role. */
export function requireRole(deps: ApiDeps, role: UserRole): MiddlewareHandler<AccountEnv> {
  return guard(deps, (user) => {
    if (user.role !== role) throw new AppError("forbidden", "not_allowed");
  });
}

/** 401 when signed out, 403 unless the user's tier ranks at or above `tier` (free < premium < dfy). */
export function requirePlan(deps: ApiDeps, tier: PlanTier): MiddlewareHandler<AccountEnv> {
  return guard(deps, (user) => {
    if (!hasAccess(user.userPlan, tier)) throw new AppError("forbidden", "plan_required");
  });
}
