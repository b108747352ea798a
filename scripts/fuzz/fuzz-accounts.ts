import { randomBytes } from "node:crypto";
import { authOf } from "../../server/modules/auth/auth.ts";
import type { Runtime } from "./discover-endpoints.ts";

/** An account the fuzz signs in with, so that handlers behind the session guards are reached too. */
export type FuzzAccount = { email: string; password: string; role: "user" | "admin" };

/**
 * A member and an administrator, created in the fuzz server's database before it starts, through
 * better-auth itself (our sign-up form would want a confirmed address first), marked verified
 * and given their role directly: the fuzz owns this throwaway database.
 */
export async function createFuzzAccounts(runtime: Runtime): Promise<FuzzAccount[]> {
  const auth = authOf(runtime.deps);
  const accounts: FuzzAccount[] = [];
  for (const role of ["user", "admin"] as const) {
    const account = { email: `fuzz-${role}@example.test`, password: randomBytes(12).toString("base64url"), role };
    await auth.api.signUpEmail({ body: { email: account.email, password: account.password, name: `Fuzz ${role}` } });
    await runtime.deps.db
      .updateTable("users")
      .set({ email_verified: 1, role })
      .where("email", "=", account.email)
      .execute();
    accounts.push(account);
  }
  return accounts;
}

/**
 * Signs each account in over HTTP and returns the Cookie header values of their sessions. Called
 * again during the run: fuzzed requests sign out, revoke sessions and change passwords now and then.
 */
export async function signIn(
  base: string,
  accounts: FuzzAccount[],
  clientIp: string,
): Promise<{ cookies: string[]; problems: string[] }> {
  const cookies: string[] = [];
  const problems: string[] = [];
  for (const account of accounts) {
    try {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": clientIp },
        body: JSON.stringify({ email: account.email, password: account.password }),
        signal: AbortSignal.timeout(5000),
      });
      const text = await response.text();
      const pairs = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
      if (response.ok && pairs.length) cookies.push(pairs.join("; "));
      else problems.push(`${account.role}: sign-in answered ${response.status} ${text.slice(0, 200)}`);
    } catch (error) {
      problems.push(`${account.role}: sign-in failed (${(error as Error).message})`);
    }
  }
  return { cookies, problems };
}
