import { createContext, data, href, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { isStaff } from "../../core/account-rules.ts";
import { hasAccess, type PlanTier, type Viewer } from "../../core/plans.ts";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { type AccountUser, sessionHolder } from "../../server/modules/auth/current-user.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { frameData } from "./frame-data.server.ts";
import type { GuardedArea, GuardRefusal } from "./guard-refusal.ts";
import { keepLanguage } from "./keep-language.ts";

/** The signed-in user of this request (null for visitors), looked up once by the root middleware. */
const viewerContext = createContext<AccountUser | null>(null);
/** The account whose session may only choose its password (ADR 0065); null otherwise. */
const passwordChoiceContext = createContext<AccountUser | null>(null);
/** The signed-in user a guarded layout's middleware let in (ADR 0082); null outside those layouts. */
const guardedUserContext = createContext<AccountUser | null>(null);

/**
 * Root middleware: reads the session (cookie, or bearer token) once per request, for the header
 * and for every loader's guard, and sends back a refreshed session cookie when better-auth
 * extended the session.
 */
export const viewerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const signedIn = await sessionHolder(context.get(serverContext).services, request.headers);
  // Until the password is chosen, the session is no one's for every page but that choice.
  context.set(viewerContext, signedIn && !signedIn.mustChoosePassword ? signedIn.user : null);
  context.set(passwordChoiceContext, signedIn?.mustChoosePassword ? signedIn.user : null);
  const response = await next();
  for (const cookie of signedIn?.responseHeaders.getSetCookie() ?? []) response.headers.append("set-cookie", cookie);
  return response;
};

export function currentUser(context: Readonly<RouterContextProvider>): AccountUser | null {
  return context.get(viewerContext);
}

/** The account this session must choose a password for before anything else (ADR 0065), or null. */
export function pendingPasswordChoice(context: Readonly<RouterContextProvider>): AccountUser | null {
  return context.get(passwordChoiceContext);
}

/** Where a session that must choose its password is sent, in the language of the page it tried. */
export function choosePasswordPath(url: URL): string {
  return keepLanguage(safeRedirectPath(href("/choose-password")), url);
}

/** Who is looking, for plan checks: the user's tier (dfy while a done-for-you plan is active), or "visitor". */
export async function viewerOf(_request: Request, context: Readonly<RouterContextProvider>): Promise<Viewer> {
  return currentUser(context)?.userPlan ?? "visitor";
}

/** The page to come back to after signing in: only this site's paths (see safeRedirectPath). */
function signInUrl(url: URL): string {
  return keepLanguage(`${href("/login")}?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`, url);
}

/**
 * Loader guard: the signed-in user, or a redirect to sign in that comes back here; a session that
 * must first choose its password is sent to that page instead (ADR 0065).
 */
export function requireUser(context: Readonly<RouterContextProvider>, url: URL): AccountUser {
  const user = currentUser(context);
  if (!user && pendingPasswordChoice(context)) throw redirect(choosePasswordPath(url));
  if (!user) throw redirect(signInUrl(url));
  return user;
}

/**
 * A guarded layout's middleware (ADR 0082), run before every loader and action below it, POSTs
 * included: visitors are sent to sign in and back (requireUser); in a `closed` section, signed-in
 * users it does not admit get its 403. Whoever passes is handed to the routes below (guardedUser).
 */
function guard(closed: { area: GuardedArea; admits: (user: AccountUser) => boolean } | null) {
  const middleware: MiddlewareFunction<Response> = ({ request, context, url }, next) => {
    const user = requireUser(context, url);
    if (closed && !closed.admits(user)) {
      throw data<GuardRefusal>(
        { reason: "role", area: closed.area, frame: frameData(request, context, user) },
        { status: 403 },
      );
    }
    context.set(guardedUserContext, user);
    return next();
  };
  return middleware;
}

/** The administration: administrators only. */
export const adminGuard = guard({ area: "admin", admits: (user) => user.role === "admin" });
/** The advisor workspace: advisors and administrators. */
export const staffGuard = guard({ area: "advisor", admits: (user) => isStaff(user.role) });
/** The client area and the account pages: anyone signed in. */
export const signedInGuard = guard(null);

/**
 * The user the guarded layout above this route let in. Throws (a 500, never an open page) when
 * the route was declared outside its guarded layout in app/routes.ts.
 */
export function guardedUser(context: Readonly<RouterContextProvider>): AccountUser {
  const user = context.get(guardedUserContext);
  if (!user) throw new Error("guardedUser: this route is not nested in a guarded layout (app/routes.ts)");
  return user;
}

/** Loader guard: visitors are sent to sign in; users whose tier ranks below `tier` get a 403. */
export function requirePlan(context: Readonly<RouterContextProvider>, url: URL, tier: PlanTier): AccountUser {
  const user = requireUser(context, url);
  if (!hasAccess(user.userPlan, tier)) throw data({ reason: "plan", tier }, { status: 403 });
  return user;
}
