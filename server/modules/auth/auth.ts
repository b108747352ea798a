import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { admin } from "better-auth/plugins/admin";
import { bearer } from "better-auth/plugins/bearer";
import { z } from "zod";
import { verificationLinkHours } from "../../../content/emails/email-verification.ts";
import { passwordResetEmail } from "../../../content/emails/password-reset.ts";
import { maxPasswordLength, minPasswordLength } from "../../../core/account-rules.ts";
import { asLanguage, supportedLanguages } from "../../../core/languages.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { engineOf } from "../../db/database.ts";
import { enqueueEmail } from "../outbox/enqueue-email.ts";
import { addressProven, sendVerificationLink, tellOwnerOfSignUpAttempt } from "./address-ownership.ts";
import { passwordHashing } from "./password-hashing.ts";
import { registeringBrowserHeader, rememberRegisteringBrowser } from "./registering-browser-record.ts";
import { endResetLinksOf } from "./reset-links.ts";

/** The header our own edge sets to the socket's address (never the client's X-Forwarded-For). */
export const clientIpHeader = "x-passerelle-client-ip";

/** A "remember me" session; without it the session lasts a day and the cookie ends with the browser. */
export const rememberedSessionSeconds = 30 * 24 * 60 * 60;

/** Table and column names in our snake_case convention (better-auth's own names are camelCase). */
const userFields = {
  emailVerified: "email_verified",
  createdAt: "created_at",
  updatedAt: "updated_at",
} as const;

type AuthDeps = Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">;

function buildAuth(deps: AuthDeps, secret: string) {
  const { config, db, logger } = deps;
  const baseURL = config.BETTER_AUTH_URL ?? deps.siteUrl;
  const authLogger = logger.child({ module: "better-auth" });
  const perMinute = { window: 60, max: config.AUTH_RATE_LIMIT_PER_MINUTE };

  return betterAuth({
    appName: "Passerelle",
    baseURL,
    basePath: "/api/auth",
    secret,
    // Our own Kysely instance: the tables come from our migration 0003 (ADR 0012).
    database: { db, type: engineOf(config.DATABASE_URL), transaction: true },
    telemetry: { enabled: false },
    // Refusals (wrong password, bad origin…) are normal traffic, answered by our own error shape;
    // only server-side failures deserve an error line.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === "number" && status < 500) authLogger.debug({ err: error }, "auth request refused");
        else authLogger.error({ err: error }, "auth request failed");
      },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) => authLogger[level === "debug" ? "debug" : level]({ args }, message),
    },
    // The site's own origin is trusted as well as the configured base URL, compared with the Host
    // header as our own CSRF check does (ADR 0007): http://127.0.0.1:3000 and http://localhost:3000
    // are the same server on a developer's machine.
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      return host ? [`http://${host}`, `https://${host}`] : [];
    },
    user: {
      modelName: "users",
      fields: userFields,
      additionalFields: {
        nationality: { type: "string", required: false, fieldName: "nationality" },
        targetCountry: { type: "string", required: false, defaultValue: "FR", fieldName: "target_country" },
        profession: { type: "string", required: false, fieldName: "profession" },
        newsletter: { type: "boolean", required: false, defaultValue: false, fieldName: "newsletter" },
        language: {
          type: "string",
          required: false,
          defaultValue: "en",
          fieldName: "language",
          validator: { input: z.enum(supportedLanguages) },
        },
        // Set by billing and staff, never by the user: input: false refuses them in sign-up and updates.
        plan: { type: "string", required: false, defaultValue: "free", input: false, fieldName: "plan" },
        hasActiveDfyPlan: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
          fieldName: "has_active_dfy_plan",
        },
        // Ours (migration 0004): a one-time password to replace, or a password retired because the
        // address's owner proved it elsewhere (ADR 0065). Read with the session, never written by it.
        passwordChangeRequired: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
          fieldName: "password_change_required",
        },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Our sign-up route passes the hash of the registering browser's nonce: remembered for the
          // account just created, never for an address that already had one (ADR 0065).
          after: async (user, context) => {
            const hash =
              context?.headers?.get(registeringBrowserHeader) ??
              context?.request?.headers.get(registeringBrowserHeader);
            if (hash && context) await rememberRegisteringBrowser(context.context.internalAdapter, user.id, hash);
          },
        },
      },
    },
    session: {
      modelName: "sessions",
      fields: {
        expiresAt: "expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
      },
      expiresIn: rememberedSessionSeconds,
      updateAge: 24 * 60 * 60,
      // No cookie cache: every request checks the database, so a signed-out session is dead at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: "accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    emailAndPassword: {
      enabled: true,
      // better-auth's own scrypt and format, with the work factor the configuration chooses.
      password: passwordHashing(config.PASSWORD_HASH_COST),
      minPasswordLength,
      maxPasswordLength,
      // Sign-up opens no session: a new address and one that already has an account get the same
      // answer ("check your e-mail"), so the form tells no stranger who is registered (ADR 0021).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => tellOwnerOfSignUpAttempt(deps, user),
      // The reset link was mailed to the address: following it proves the address, like verification.
      onPasswordReset: async ({ user }) => {
        // Only one reset link stands at a time: using one ends every other, so an old mail is no key.
        await endResetLinksOf(db, user.id);
        await addressProven(deps, user, "password-reset");
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // The newest link replaces any earlier one still in a mailbox.
        await endResetLinksOf(db, user.id, token);
        const chosen = (user as { language?: unknown }).language;
        const language = asLanguage(chosen);
        // Our own page, not better-auth's redirect endpoint: the token travels in the query string.
        // ?lang=: the page the link opens speaks the e-mail's language, whatever browser opens it.
        const link = `${deps.siteUrl}/reset-password?token=${encodeURIComponent(token)}&lang=${language}`;
        await enqueueEmail(db, {
          template: "password-reset",
          language,
          to: user.email,
          userId: user.id,
          ...passwordResetEmail(language, link, user.name),
        });
        deps.outbox.nudge();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: verificationLinkHours * 60 * 60,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, token }) => sendVerificationLink(deps, user, token),
      afterEmailVerification: async (user) => addressProven(deps, user, "verification"),
    },
    rateLimit: {
      // better-auth enables it only in production by default; we want it everywhere, tests included.
      enabled: true,
      storage: "database",
      modelName: "rate_limits",
      fields: { lastRequest: "last_request" },
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/*": perMinute,
        "/sign-up/*": perMinute,
        "/request-password-reset": perMinute,
        "/reset-password": perMinute,
        "/change-password": perMinute,
        "/send-verification-email": perMinute,
      },
    },
    advanced: {
      cookiePrefix: "passerelle",
      // Never trust the client's X-Forwarded-For: our edge writes the socket address here.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // better-auth turns its origin check off when NODE_ENV=test; tests must see production.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      bearer(),
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        schema: {
          user: { fields: { banReason: "ban_reason", banExpires: "ban_expires" } },
          session: { fields: { impersonatedBy: "impersonated_by" } },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

const instances = new WeakMap<AuthDeps, Auth>();

/**
 * The one better-auth instance of a set of dependencies, made on first use, shared by the API and
 * by page loaders (both hold the same ApiDeps object). The secret comes from the configuration,
 * which bootRuntime fills from data/auth-secret when BETTER_AUTH_SECRET is not set; tests that
 * build their own ApiDeps get a throw-away one.
 */
export function authOf(deps: AuthDeps): Auth {
  let auth = instances.get(deps);
  if (!auth) {
    const secret =
      deps.config.BETTER_AUTH_SECRET ??
      (deps.config.NODE_ENV === "test" ? randomBytes(32).toString("base64url") : undefined);
    if (!secret) throw new Error("BETTER_AUTH_SECRET is missing: bootRuntime resolves it before the API starts");
    auth = buildAuth(deps, secret);
    instances.set(deps, auth);
  }
  return auth;
}
