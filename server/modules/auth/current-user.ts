import { type UserRole, userRoles } from "../../../core/account-rules.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import { effectivePlan, isPlanTier, type PlanTier } from "../../../core/plans.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { carriesSession } from "../../http/session-credentials.ts";
import { authOf } from "./auth.ts";

/**
 * The signed-in user as the rest of the app sees it: our profile fields, role and plan, in plain
 * JSON types. `userPlan` and `hasActiveDfyPlan` are the fields browsers read from /api/auth/me.
 */
export type AccountUser = {
  id: string;
  email: string;
  /** Proven by the link we e-mailed (or a password reset): only then does address-left data join the account. */
  emailVerified: boolean;
  name: string;
  nationality: string | null;
  targetCountry: string;
  profession: string | null;
  newsletter: boolean;
  language: Language;
  role: UserRole;
  /** The subscription stored on the account (free or premium; dfy when staff set it). */
  plan: PlanTier;
  hasActiveDfyPlan: boolean;
  /** The tier that counts for access: dfy while a done-for-you plan is active. */
  userPlan: PlanTier;
  createdAt: string;
};

const asBoolean = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";
const asIso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value ?? 0)).toISOString();

/** From better-auth's user object (its field names) to ours. */
export function toAccountUser(user: Record<string, unknown>): AccountUser {
  const hasActiveDfyPlan = asBoolean(user.hasActiveDfyPlan);
  const role = (userRoles as readonly unknown[]).includes(user.role) ? (user.role as UserRole) : "user";
  return {
    id: String(user.id),
    email: String(user.email),
    emailVerified: asBoolean(user.emailVerified),
    name: String(user.name ?? ""),
    nationality: typeof user.nationality === "string" ? user.nationality : null,
    targetCountry: typeof user.targetCountry === "string" ? user.targetCountry : "FR",
    profession: typeof user.profession === "string" ? user.profession : null,
    newsletter: asBoolean(user.newsletter),
    language: asLanguage(user.language),
    role,
    plan: isPlanTier(user.plan) ? user.plan : "free",
    hasActiveDfyPlan,
    userPlan: effectivePlan(user.plan, hasActiveDfyPlan),
    createdAt: asIso(user.createdAt),
  };
}

export type SignedIn = {
  user: AccountUser;
  session: { id: string; token: string; expiresAt: string };
  /** Set-Cookie headers better-auth wants sent back (a refreshed session expiry). */
  responseHeaders: Headers;
};

/** A session whose account must first choose its password (ADR 0065): it may do nothing else. */
export type SessionHolder = SignedIn & { mustChoosePassword: boolean };

/**
 * Whoever holds the session these request headers carry (cookie or `Authorization: Bearer`),
 * checked against the sessions table on every call. Null for visitors, expired or revoked
 * sessions, and banned users.
 */
export async function sessionHolder(deps: ApiDeps, headers: Headers): Promise<SessionHolder | null> {
  if (!carriesSession(headers)) return null;
  const { headers: responseHeaders, response } = await authOf(deps).api.getSession({ headers, returnHeaders: true });
  if (!response) return null;
  const session = response.session as Record<string, unknown>;
  const user = response.user as Record<string, unknown>;
  return {
    user: toAccountUser(user),
    session: { id: String(session.id), token: String(session.token), expiresAt: asIso(session.expiresAt) },
    responseHeaders,
    mustChoosePassword: asBoolean(user.passwordChangeRequired),
  };
}

/**
 * Who sent these request headers: a session cookie or an `Authorization: Bearer` token, checked
 * against the sessions table on every call (no cookie cache, so sign-out takes effect at once).
 * Null for visitors, expired or revoked sessions, banned users, and a session that must choose
 * its password first (ADR 0065): for everything but that choice, it is not signed in.
 */
export async function signedInUser(deps: ApiDeps, headers: Headers): Promise<SignedIn | null> {
  const holder = await sessionHolder(deps, headers);
  return holder && !holder.mustChoosePassword ? holder : null;
}

/** The id of the signed-in account behind these headers, or null: forms use it to own what they store. */
export async function signedInUserId(deps: ApiDeps, headers: Headers): Promise<string | null> {
  return (await signedInUser(deps, headers))?.user.id ?? null;
}
