import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { authOf } from "./auth.ts";
import { attemptKey, clearAttempts, recordAttempt } from "./auth-attempts.ts";

/**
 * Sensitive changes (e-mail, deleting the account) ask for the current password again, so an
 * open session alone cannot take an account away. Wrong guesses count like failed sign-ins.
 */
export async function verifyCurrentPassword(
  deps: ApiDeps,
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  const key = attemptKey("password-check", user.email);
  if ((await recordAttempt(deps.db, key, 10, 15 * 60_000)) > 0) {
    throw new AppError("rate_limited", "too_many_attempts");
  }
  const account = await deps.db
    .selectFrom("accounts")
    .select("password")
    .where("user_id", "=", user.id)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  const context = await authOf(deps).$context;
  const valid = account?.password ? await context.password.verify({ hash: account.password, password }) : false;
  if (!valid) {
    throw new AppError("bad_request", "current_password_wrong", [
      { field: "currentPassword", messageKey: "current_password_wrong" },
    ]);
  }
  await clearAttempts(deps.db, key);
}
