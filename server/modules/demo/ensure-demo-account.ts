import { sql } from "kysely";
import type { ApiDeps } from "../../api-deps.ts";
import { authOf } from "../auth/auth.ts";
import { type AccountUser, toAccountUser } from "../auth/current-user.ts";
import type { DemoPerson } from "./demo-people.ts";

type Deps = Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">;

/**
 * The demo person's account, made the way `admin:create` makes a staff account (better-auth's own
 * adapter and password hashing, ../admin/create-admin.ts) but ready to use: the address counts as
 * verified, since the domain is reserved and nobody could follow a link sent there, and the
 * password is the one printed, not a one-time password to replace, so each role can be tried at
 * once. Run again, it keeps the account and its data, resets the role and the password, and ends
 * the sessions opened with the old one.
 */
export async function ensureDemoAccount(deps: Deps, person: DemoPerson, password: string): Promise<AccountUser> {
  const context = await authOf(deps).$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(person.email, { includeAccounts: true });
  let userId: string;
  if (!existing) {
    const user = await context.internalAdapter.createUser(
      {
        email: person.email,
        name: person.name,
        emailVerified: true,
        role: person.role,
        nationality: person.nationality,
        profession: person.profession,
        targetCountry: "FR",
        language: "en",
      },
      { method: "admin" },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
    userId = user.id;
  } else {
    userId = existing.user.id;
    await context.internalAdapter.updateUser(userId, { role: person.role, emailVerified: true });
    if (existing.accounts.some((account) => account.providerId === "credential")) {
      await context.internalAdapter.updatePassword(userId, hash);
    } else {
      await context.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: hash,
      });
    }
    await context.internalAdapter.deleteUserSessions(userId);
  }
  // Whatever an earlier `admin:create` or a retired password left: the printed password signs in.
  await deps.db.updateTable("users").set({ password_change_required: sql`FALSE` }).where("id", "=", userId).execute();
  const user = await context.internalAdapter.findUserById(userId);
  if (!user) throw new Error(`the demo account ${person.email} was not found after it was saved`);
  return toAccountUser(user as unknown as Record<string, unknown>);
}
