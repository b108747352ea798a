import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { ApiDeps } from "../../api-deps.ts";
import { authOf } from "../auth/auth.ts";

/** The staff roles the command gives: administrators, and advisors who work on clients' cases. */
export const staffRoles = ["admin", "advisor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export type CreateAdminResult = {
  action: "created" | "promoted";
  email: string;
  role: StaffRole;
  /** Shown once to whoever ran the command; only its hash is stored. Null when kept. */
  oneTimePassword: string | null;
};

/**
 * The printed password opens no session: signing in with it leads straight to choosing a new one,
 * and it cannot be chosen again (server/modules/auth/one-time-password.ts). Replacing it also
 * marks the address verified: the operator who ran the command vouched for it.
 */
async function requirePasswordChange(deps: Pick<ApiDeps, "db">, userId: string): Promise<void> {
  await deps.db.updateTable("users").set({ password_change_required: sql`TRUE` }).where("id", "=", userId).execute();
}

/** 20 characters from a 32 symbol alphabet without look-alikes: 100 bits, easy to type. */
export function generateOneTimePassword(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * `npm run admin:create -- <email> [--role advisor]`: makes that address an administrator (the
 * default) or an advisor. A new account gets a random one-time password, which must be replaced at
 * the first sign-in; an existing user is given the role and, unless `keepPassword`, a new one-time
 * password too (their sessions end). There is never a default password. The role given replaces
 * the one the account had: an administrator made an advisor is an administrator no more.
 */
export async function createOrPromoteAdmin(
  deps: Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">,
  rawEmail: string,
  options: { keepPassword?: boolean; role?: StaffRole } = {},
): Promise<CreateAdminResult> {
  const role = options.role ?? "admin";
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${rawEmail}`);
  const context = await authOf(deps).$context;
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });

  if (!existing) {
    const oneTimePassword = generateOneTimePassword();
    const user = await context.internalAdapter.createUser(
      { email, name: email.split("@")[0] ?? email, emailVerified: false, role },
      { method: "admin" },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await context.password.hash(oneTimePassword),
    });
    await requirePasswordChange(deps, user.id);
    return { action: "created", email, role, oneTimePassword };
  }

  const userId = existing.user.id;
  await context.internalAdapter.updateUser(userId, { role });
  if (options.keepPassword) return { action: "promoted", email, role, oneTimePassword: null };
  const oneTimePassword = generateOneTimePassword();
  const hash = await context.password.hash(oneTimePassword);
  if (existing.accounts.some((account) => account.providerId === "credential")) {
    await context.internalAdapter.updatePassword(userId, hash);
  } else {
    await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  }
  await context.internalAdapter.deleteUserSessions(userId);
  await requirePasswordChange(deps, userId);
  return { action: "promoted", email, role, oneTimePassword };
}
