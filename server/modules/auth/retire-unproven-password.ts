import { randomBytes } from "node:crypto";
import { verifyJWT } from "better-auth/crypto";
import { sql } from "kysely";
import type { ApiDeps } from "../../api-deps.ts";
import { authOf } from "./auth.ts";
import { isRegisteringBrowser } from "./registering-browser.ts";
import { forgetRegisteringBrowser } from "./registering-browser-record.ts";
import { endResetLinksOf } from "./reset-links.ts";

type Deps = Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">;

/**
 * Runs before a verification link confirms an address (ADR 0065). The account's password was
 * chosen before anyone proved the address: by the person registering, or by an account that moved
 * to this address. When the link is opened in the browser that chose it, the same person reads the
 * mailbox and nothing changes. Opened anywhere else, whoever reads the mailbox is the address's
 * owner and must choose the password: the earlier one is replaced by a random one nobody knows,
 * every session ends, outstanding reset links die, and the account is marked so that the session
 * the link then opens can do nothing but choose a password. Returns whether that happened.
 *
 * The token is checked here with better-auth's own secret before anything changes, so a forged
 * link cannot lock anyone out; verifyEmail checks it again right after.
 */
export async function retireUnprovenPassword(deps: Deps, token: string, headers: Headers): Promise<boolean> {
  const context = await authOf(deps).$context;
  const claim = await verifyJWT<{ email?: unknown; userId?: unknown; updateTo?: unknown }>(token, context.secret);
  // better-auth's own change-of-address tokens (updateTo) are not ours: we never send them.
  if (!claim || typeof claim.email !== "string" || claim.updateTo !== undefined) return false;
  const found = await context.internalAdapter.findUserByEmail(claim.email.toLowerCase(), { includeAccounts: true });
  if (!found || found.user.emailVerified) return false;
  if (typeof claim.userId === "string" && claim.userId !== found.user.id) return false;
  const userId = found.user.id;
  if (!found.accounts.some((account) => account.providerId === "credential" && account.password)) return false;
  if (await isRegisteringBrowser(deps, userId, headers)) return false;

  const unknowable = await context.password.hash(randomBytes(32).toString("base64url"));
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await trx
      .updateTable("accounts")
      .set({ password: unknowable })
      .where("user_id", "=", userId)
      .where("provider_id", "=", "credential")
      .execute();
    // TRUE is a boolean on PostgreSQL and 1 on SQLite: one literal for both engines.
    await trx.updateTable("users").set({ password_change_required: sql`TRUE` }).where("id", "=", userId).execute();
  });
  await endResetLinksOf(deps.db, userId);
  await forgetRegisteringBrowser(deps.db, userId);
  return true;
}
