import { randomBytes } from "node:crypto";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { authOf } from "./auth.ts";
import { flag } from "./db-values.ts";
import { endResetLinksOf } from "./reset-links.ts";

/** How long the "choose your own password" step stays open after the one-time password was typed. */
const changeWindowMs = 15 * 60_000;

type Deps = Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">;

/**
 * The id of the account when `password` is its one-time password still waiting to be replaced;
 * null for any other account or password. The account is named by its e-mail (at sign-in) or by
 * its id (from a reset token).
 */
async function pendingOneTimePasswordOf(
  deps: Deps,
  who: { email: string } | { userId: string },
  password: string,
): Promise<string | null> {
  const column = "email" in who ? "users.email" : "users.id";
  const value = "email" in who ? who.email.trim().toLowerCase() : who.userId;
  const row = await deps.db
    .selectFrom("users")
    .innerJoin("accounts", "accounts.user_id", "users.id")
    .select(["users.id", "users.password_change_required", "accounts.password"])
    .where(column, "=", value)
    .where("accounts.provider_id", "=", "credential")
    .executeTakeFirst();
  if (!row?.password || !flag(row.password_change_required)) return null;
  const context = await authOf(deps).$context;
  return (await context.password.verify({ hash: row.password, password })) ? row.id : null;
}

/**
 * The administrator's password from `npm run admin:create` is handed out once: typed at sign-in,
 * it opens no session, only the page that replaces it (ADR 0021). Returns the path of that page
 * (a fresh reset token, valid 15 minutes) when this e-mail and password are such a one-time pair;
 * null otherwise, and the sign-in goes on as usual (a wrong password fails there).
 */
export async function replaceOneTimePasswordPath(deps: Deps, email: string, password: string): Promise<string | null> {
  const userId = await pendingOneTimePasswordOf(deps, { email }, password);
  if (!userId) return null;
  const context = await authOf(deps).$context;
  const token = randomBytes(24).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + changeWindowMs),
  });
  // Like an e-mailed reset link, the newest one replaces any other.
  await endResetLinksOf(deps.db, userId, token);
  return `/reset-password?${new URLSearchParams({ token, first: "1" })}`;
}

/** A password reset for an account that must replace its one-time password refuses that same password. */
export async function refuseOneTimePasswordAgain(deps: Deps, token: string, newPassword: string): Promise<void> {
  const verification = await deps.db
    .selectFrom("verifications")
    .select("value")
    .where("identifier", "=", `reset-password:${token}`)
    .executeTakeFirst();
  if (!verification) return;
  if (await pendingOneTimePasswordOf(deps, { userId: verification.value }, newPassword)) {
    throw new AppError("bad_request", "password_reused", [{ field: "password", messageKey: "password_reused" }]);
  }
}
