import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  changePasswordSchema,
  choosePasswordSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  preferencesSchema,
  profileSchema,
  registrationSchema,
  signInSchema,
  verificationRequestSchema,
} from "../../../core/account.ts";
import { signInFailuresPerAddress, signInFailureWindowMinutes } from "../../../core/account-rules.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { AppError } from "../../http/app-error.ts";
import { apiNotFound } from "../../http/error-handler.ts";
import { validateJson } from "../../http/validate-json.ts";
import { withdrawFromProfile } from "../unsubscribe/withdraw-from-profile.ts";
import { authOf, clientIpHeader } from "./auth.ts";
import { attemptKey, clearAttempts, recordAttempt } from "./auth-attempts.ts";
import { appErrorFromAuthResponse } from "./auth-errors.ts";
import { choosePassword } from "./choose-password.ts";
import { sessionHolder, signedInUser } from "./current-user.ts";
import { refuseCookieWriteWithoutOrigin } from "./guards.ts";
import { refuseOneTimePasswordAgain, replaceOneTimePasswordPath } from "./one-time-password.ts";
import { withPasswordHashedAhead } from "./password-hashing.ts";
import { registeringBrowserOf } from "./registering-browser.ts";
import { registeringBrowserHeader } from "./registering-browser-record.ts";
import { sessionTokenAnswer } from "./session-token-answer.ts";

const updateUserSchema = z
  .strictObject({ ...profileSchema.partial().shape, ...preferencesSchema.partial().shape })
  .refine((value) => Object.keys(value).length > 0, { error: "invalid_request" });

/**
 * Attempts counted in the database per purpose and e-mail address; `perClient` adds the client's
 * address to the key, so a stranger's failures lock out only that stranger, never the account's owner.
 */
type Throttle = { purpose: string; limit: number; windowMs: number; perClient?: boolean };
const signInThrottle: Throttle = {
  purpose: "sign-in",
  limit: signInFailuresPerAddress,
  windowMs: signInFailureWindowMinutes * 60_000,
  perClient: true,
};

/**
 * The better-auth endpoints our pages use, each checked against our own schema first (messages in
 * the visitor's language, next to their field) and given better-auth's body shape. Besides these,
 * only `passThrough` reaches better-auth: everything else it could answer (verify-password, the
 * admin plugin's endpoints…) is not part of our public surface and answers 404.
 */
const endpoints: Record<
  string,
  { schema: z.ZodType; body: (input: never, c: Context<ApiEnv>) => object; throttle?: Throttle }
> = {
  "/sign-up/email": {
    schema: registrationSchema,
    body: (input: z.output<typeof registrationSchema>, c) => ({
      email: input.email,
      password: input.password,
      name: input.name,
      nationality: input.nationality,
      targetCountry: input.targetCountry,
      profession: input.profession,
      newsletter: input.newsletter,
      language: input.language ?? c.get("language"),
      rememberMe: true,
    }),
    throttle: { ...signInThrottle, purpose: "sign-up", perClient: false },
  },
  "/sign-in/email": {
    schema: signInSchema,
    body: (input: z.output<typeof signInSchema>) => input,
    throttle: signInThrottle,
  },
  "/request-password-reset": {
    schema: passwordResetRequestSchema,
    body: (input: z.output<typeof passwordResetRequestSchema>) => ({ email: input.email }),
    // Also stops the form being used to flood someone's inbox.
    throttle: { purpose: "password-reset", limit: 3, windowMs: 60 * 60_000 },
  },
  "/reset-password": {
    schema: passwordResetSchema,
    body: (input: z.output<typeof passwordResetSchema>) => ({ token: input.token, newPassword: input.password }),
  },
  "/send-verification-email": {
    schema: verificationRequestSchema,
    body: (input: z.output<typeof verificationRequestSchema>) => ({ email: input.email }),
    // "Send the link again" must not become a way to flood someone's inbox.
    throttle: { purpose: "verification", limit: 3, windowMs: 60 * 60_000 },
  },
  "/change-password": {
    schema: changePasswordSchema,
    body: (input: z.output<typeof changePasswordSchema>) => ({
      currentPassword: input.currentPassword,
      newPassword: input.password,
      revokeOtherSessions: true,
    }),
  },
  "/update-user": { schema: updateUserSchema, body: (input: object) => input },
};

/** better-auth endpoints served as they are: reading the session, and signing out. */
const passThrough = new Set(["GET /get-session", "POST /sign-out"]);

/** One answer for every successful sign-up, new address or not: it must not tell who is registered. */
const signUpAnswer = { status: "verification_sent" } as const;

/**
 * The request better-auth sees: our client-address header, the registering browser's nonce hash
 * on a sign-up (ADR 0065), and the checked body when there is one.
 */
function forwardedRequest(c: Context<ApiEnv>, body?: object, registeringBrowserHash?: string): Request {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  const ip = c.get("clientIp");
  // Whatever the client sent under these names is dropped: only the socket address counts (ADR
  // 0012), and only our sign-up route names a registering browser.
  if (ip && ip !== "unknown") headers.set(clientIpHeader, ip);
  else headers.delete(clientIpHeader);
  if (registeringBrowserHash) headers.set(registeringBrowserHeader, registeringBrowserHash);
  else headers.delete(registeringBrowserHeader);
  if (body === undefined) {
    const hasBody = raw.method !== "GET" && raw.method !== "HEAD" && raw.body !== null;
    return new Request(raw.url, {
      method: raw.method,
      headers,
      ...(hasBody ? { body: raw.body, duplex: "half" } : {}),
    } as RequestInit);
  }
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Request(raw.url, { method: raw.method, headers, body: JSON.stringify(body) });
}

export function authRoutes(deps: ApiDeps) {
  const auth = authOf(deps);
  const app = new Hono<ApiEnv>();

  // Ours, registered before the catch-all below (which would answer 404 for it).
  app.get("/me", async (c) => {
    const signedIn = await signedInUser(deps, c.req.raw.headers);
    if (!signedIn) throw new AppError("unauthorized", "sign_in_required");
    for (const cookie of signedIn.responseHeaders.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    c.header("cache-control", "no-store");
    return c.json(signedIn.user);
  });

  // The one thing a session opened by a verification link may do when the earlier password was
  // retired: choose the account's password (ADR 0065).
  app.post("/choose-password", async (c) => {
    const input = await validateJson(c, choosePasswordSchema);
    refuseCookieWriteWithoutOrigin(c);
    await choosePassword(deps, c.req.raw.headers, input.password);
    c.header("cache-control", "no-store");
    return c.json({ status: "password_chosen" });
  });

  app.on(["GET", "POST"], "/*", async (c) => {
    const path = new URL(c.req.url).pathname.replace(/^.*?\/auth(?=\/)/, "");
    const endpoint = c.req.method === "POST" ? endpoints[path] : undefined;
    if (!endpoint && !passThrough.has(`${c.req.method} ${path}`)) return apiNotFound(c);
    let throttleKey: string | undefined;
    let request: Request;
    let input: unknown;
    let registeringBrowser: Awaited<ReturnType<typeof registeringBrowserOf>> | undefined;
    if (endpoint) {
      input = await validateJson(c, endpoint.schema);
      if (endpoint.throttle) {
        const { purpose, limit, windowMs, perClient } = endpoint.throttle;
        const email = (input as { email: string }).email;
        throttleKey = attemptKey(purpose, perClient ? `${email}\n${c.get("clientIp")}` : email);
        const wait = await recordAttempt(deps.db, throttleKey, limit, windowMs);
        if (wait > 0) {
          c.header("retry-after", String(wait));
          throw new AppError("rate_limited", "too_many_attempts");
        }
      }
      if (path === "/sign-in/email") {
        const { email, password } = input as { email: string; password: string };
        const replacePath = await replaceOneTimePasswordPath(deps, email, password);
        if (replacePath) {
          if (throttleKey) await clearAttempts(deps.db, throttleKey);
          c.header("cache-control", "no-store");
          return c.json({ passwordChangeRequired: true, next: replacePath });
        }
      }
      if (path === "/reset-password") {
        const { token, password } = input as { token: string; password: string };
        await refuseOneTimePasswordAgain(deps, token, password);
      }
      // A session that must first choose its password changes nothing else (ADR 0065).
      if (path === "/update-user" || path === "/change-password") {
        if ((await sessionHolder(deps, c.req.raw.headers))?.mustChoosePassword) {
          throw new AppError("unauthorized", "sign_in_required");
        }
      }
      if (path === "/sign-up/email") registeringBrowser = await registeringBrowserOf(deps, c.req.raw.headers);
      request = forwardedRequest(c, endpoint.body(input as never, c), registeringBrowser?.hash);
    } else {
      request = forwardedRequest(c);
    }

    // A sign-up's password is hashed before better-auth opens its transaction (password-hashing.ts).
    const response =
      path === "/sign-up/email"
        ? await withPasswordHashedAhead(
            (await auth.$context).password.hash,
            (input as { password: string }).password,
            () => auth.handler(request),
          )
        : await auth.handler(request);
    if (response.status >= 400) {
      const error = await appErrorFromAuthResponse(response);
      if (!error) return response;
      const retryAfter = response.headers.get("x-retry-after");
      if (retryAfter) c.header("retry-after", retryAfter);
      throw error;
    }
    // Same status, same body, the same registration cookie and no session, whether the address
    // was new or already registered.
    if (path === "/sign-up/email") {
      if (registeringBrowser) c.header("set-cookie", registeringBrowser.setCookie);
      return c.json(signUpAnswer);
    }
    // The newsletter switched off on the profile takes the address off the mailing list as well.
    if (path === "/update-user" && (input as { newsletter?: boolean } | undefined)?.newsletter === false) {
      const signedIn = await signedInUser(deps, c.req.raw.headers);
      if (signedIn) await withdrawFromProfile(deps.db, signedIn.user);
    }
    // A successful sign-in forgets earlier failures from that client; other counts run their window.
    if (path === "/sign-in/email" && throttleKey) await clearAttempts(deps.db, throttleKey);
    return sessionTokenAnswer(path, c.req.raw.headers, response);
  });

  return app;
}
