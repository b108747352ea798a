import type { UserAccessInput } from "../../../core/back-office/back-office-inputs.ts";
import type { Db } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { flag, storedFlag } from "../auth/db-values.ts";

/**
 * Changes an account's role, plan or whether it is disabled, audited with the values before and
 * after. Disabling uses better-auth's `banned` field (its admin plugin refuses a banned account's
 * sign-in) and ends every session at once. The site never loses its last administrator: a change
 * that would leave no enabled admin is refused with 409 (an admin demoting or disabling themself
 * included).
 */
export async function updateUserAccess(
  db: Db,
  userId: string,
  input: UserAccessInput,
  actorId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("users")
      .select(["id", "role", "plan", "banned"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw new AppError("not_found", "user_not_found");
    const before = { role: user.role, plan: user.plan, disabled: flag(user.banned) };
    const after = {
      role: input.role ?? before.role,
      plan: input.plan ?? before.plan,
      disabled: input.disabled ?? before.disabled,
    };
    if (after.role === before.role && after.plan === before.plan && after.disabled === before.disabled) return;

    const losesAdmin = before.role === "admin" && !before.disabled && (after.role !== "admin" || after.disabled);
    if (losesAdmin) {
      const admins = await trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("id", "!=", userId)
        .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", storedFlag(trx, false))]))
        .limit(1)
        .executeTakeFirst();
      if (!admins) throw new AppError("conflict", "last_admin");
    }

    await trx
      .updateTable("users")
      .set({
        role: after.role,
        plan: after.plan,
        banned: storedFlag(trx, after.disabled),
        ban_reason: after.disabled ? "disabled by an administrator" : null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", userId)
      .execute();
    if (after.disabled && !before.disabled) await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();

    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((key) => after[key] !== before[key]);
    await recordAudit(
      trx,
      {
        actorId,
        action: "user_access_changed",
        targetType: "user",
        targetId: userId,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
      now,
    );
  });
}
