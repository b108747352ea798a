import { sql } from "kysely";
import { emailVerificationEmail } from "../../../content/emails/email-verification.ts";
import { existingAccountSignUpEmail } from "../../../content/emails/existing-account-sign-up.ts";
import { asLanguage, type Language } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { claimVerifiedRecords } from "./claim-verified-records.ts";
import { forgetRegisteringBrowser } from "./registering-browser-record.ts";

type Deps = Pick<ApiDeps, "db" | "outbox" | "siteUrl">;
type AuthUser = { id: string; email: string; name?: string | null; language?: unknown };

const languageOf = (user: AuthUser): Language => asLanguage(user.language);

/**
 * The verification message, through our outbox and in the user's language. The link opens our
 * own page (/verify-email), which confirms the address and signs the person in (ADR 0021).
 */
export async function sendVerificationLink(deps: Deps, user: AuthUser, token: string): Promise<void> {
  const language = languageOf(user);
  // ?lang=: the page the link opens speaks the e-mail's language, whatever browser opens it.
  const link = `${deps.siteUrl}/verify-email?token=${encodeURIComponent(token)}&lang=${language}`;
  await enqueueEmail(deps.db, {
    template: "email-verification",
    language,
    to: user.email,
    userId: user.id,
    ...emailVerificationEmail(language, link, user.name ?? ""),
  });
  deps.outbox.nudge();
}

/** Sign-up with an address that has an account: the stranger sees "check your e-mail", the owner reads this. */
export async function tellOwnerOfSignUpAttempt(deps: Deps, user: AuthUser): Promise<void> {
  const language = languageOf(user);
  await enqueueEmail(deps.db, {
    template: "existing-account-sign-up",
    language,
    to: user.email,
    userId: user.id,
    // One notice per address a day, so the form cannot be used to flood the owner's inbox.
    dedupeKey: `existing-account-sign-up:${user.id}:${new Date().toISOString().slice(0, 10)}`,
    ...existingAccountSignUpEmail(language, deps.siteUrl),
  });
  deps.outbox.nudge();
}

/**
 * The address is proven: by the verification link, or by a password reset, whose link was mailed
 * there. The account becomes verified, its one-time password (if any) is spent, and what visitors
 * left under that address joins it.
 */
export async function addressProven(deps: Deps, user: AuthUser, by: "verification" | "password-reset"): Promise<void> {
  if (by === "password-reset") {
    await deps.db
      .updateTable("users")
      // TRUE/FALSE are booleans on PostgreSQL and 1/0 on SQLite: one literal for both engines.
      .set({ email_verified: sql`TRUE`, password_change_required: sql`FALSE` })
      .where("id", "=", user.id)
      .execute();
  }
  // Proven: no later link for this address needs to know which browser chose the password.
  await forgetRegisteringBrowser(deps.db, user.id);
  await claimVerifiedRecords(deps.db, user);
}
