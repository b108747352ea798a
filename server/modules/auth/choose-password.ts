import { sql } from "kysely";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { authOf } from "./auth.ts";
import { sessionHolder } from "./current-user.ts";
import { endResetLinksOf } from "./reset-links.ts";

/**
 * `POST /api/auth/choose-password`: the session a verification link opened for the address's owner,
 * after the earlier password was retired (ADR 0065), sets the account's password. The account is
 * the session's own, never one named in the body. Only such a session may: a visitor is told to
 * sign in, any other session that nothing is waiting. The session stays signed in; any other
 * session of the account and any reset link end.
 */
export async function choosePassword(deps: ApiDeps, headers: Headers, password: string): Promise<void> {
  const holder = await sessionHolder(deps, headers);
  if (!holder) throw new AppError("unauthorized", "sign_in_required");
  if (!holder.mustChoosePassword) throw new AppError("forbidden", "password_choice_not_pending");
  const userId = holder.user.id;
  const context = await authOf(deps).$context;
  await context.internalAdapter.updatePassword(userId, await context.password.hash(password));
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_change_required: sql`FALSE` }).where("id", "=", userId).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).where("id", "<>", holder.session.id).execute();
  });
  await endResetLinksOf(deps.db, userId);
}
