import { createEmailVerificationToken } from "better-auth/api";
import { emailChangedEmail } from "../../../content/emails/email-changed.ts";
import { verificationLinkHours } from "../../../content/emails/email-verification.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { sendVerificationLink } from "./address-ownership.ts";
import { authOf } from "./auth.ts";
import type { AccountUser } from "./current-user.ts";
import { verifyCurrentPassword } from "./verify-password.ts";

/**
 * Moves the account to another address after checking the password, tells the previous address,
 * and sends a confirmation link to the new one. Until that link is followed the account is
 * unverified: nothing left under the new address by visitors joins it (ADR 0021).
 */
export async function changeEmail(
  deps: ApiDeps,
  user: AccountUser,
  input: { newEmail: string; currentPassword: string },
): Promise<{ email: string }> {
  await verifyCurrentPassword(deps, user, input.currentPassword);
  if (input.newEmail === user.email) return { email: user.email };
  const taken = await deps.db.selectFrom("users").select("id").where("email", "=", input.newEmail).executeTakeFirst();
  const conflict = () => new AppError("conflict", "email_taken", [{ field: "newEmail", messageKey: "email_taken" }]);
  if (taken) throw conflict();
  const context = await authOf(deps).$context;
  try {
    await context.internalAdapter.updateUser(user.id, { email: input.newEmail, emailVerified: false });
  } catch (error) {
    // Someone took the address between our check and the update (unique index).
    const again = await deps.db.selectFrom("users").select("id").where("email", "=", input.newEmail).executeTakeFirst();
    if (again && again.id !== user.id) throw conflict();
    throw error;
  }
  await enqueueEmail(deps.db, {
    template: "email-changed",
    language: user.language,
    to: user.email,
    ...emailChangedEmail(user.language, input.newEmail, deps.siteUrl),
  });
  const token = await createEmailVerificationToken(
    context.secret,
    input.newEmail,
    undefined,
    verificationLinkHours * 60 * 60,
    { userId: user.id },
  );
  await sendVerificationLink(deps, { ...user, email: input.newEmail }, token);
  return { email: input.newEmail };
}
