// Test support for the account suites: the API exactly as production wires it (createApi mounted
// at /api), a browser-like client with a cookie jar, and helpers to register and sign in.
import { Hono } from "hono";
import { pino } from "pino";
import { createApi } from "../../api.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { loadConfig } from "../../config.ts";
import type { FreshDatabase } from "../../db/test-database.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { handleApiError } from "../../http/error-handler.ts";
import { RateLimiter } from "../../http/rate-limit.ts";
import { testFileStorage } from "../../testing/test-file-storage.ts";
import { testPayments } from "../../testing/test-payments.ts";
import { testPdfs } from "../../testing/test-pdfs.ts";
import { createAssistant } from "../assistant/create-assistant.ts";
import { confirmEmail } from "./confirm-email.ts";

export const siteUrl = "http://localhost:3000";
export const password = "correct horse battery";

export type ErrorBody = {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
  requestId: string;
};

export function buildAccountsApi(
  database: FreshDatabase,
  env: Record<string, string> = {},
  /** Extra test-only routes, mounted beside /api, e.g. to exercise a guard. */
  extraRoutes?: (app: Hono<ApiEnv>, deps: ApiDeps) => void,
) {
  const nudges = { count: 0 };
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.url,
    // Most suites sign in often from one address; the per-client limit has its own test.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    // Hundreds of accounts are made in these suites; the standard factor has its own tests.
    PASSWORD_HASH_COST: "test-light",
    ...env,
  });
  const payments = testPayments(config, database.db, config.PUBLIC_URL ?? siteUrl);
  const logger = pino({ level: "silent" });
  const deps: ApiDeps = {
    config,
    db: database.db,
    logger,
    rateLimiter: new RateLimiter(database.db),
    outbox: { nudge: () => void nudges.count++ },
    // As in production (server/runtime.ts): the one resolved public URL (http://localhost:3000 by default).
    siteUrl: config.PUBLIC_URL ?? siteUrl,
    ...payments.providers,
    pdfs: testPdfs(config, logger, config.PUBLIC_URL ?? siteUrl),
    fileStorage: testFileStorage(config),
    assistant: createAssistant({ config, db: database.db, logger }),
  };
  const app = new Hono<ApiEnv>();
  // Extra routes get the API's error edge too (AppError → translated JSON).
  app.onError(handleApiError);
  extraRoutes?.(app, deps);
  const api = createApi(deps);
  payments.connect(api);
  app.route("/api", api);
  /** Per address, the cookie jar of the browser that registered it (its owner follows the link there). */
  const registeringJars = new Map<string, Map<string, string>>();

  /** One browser (or API client): its own cookie jar and socket address. */
  function client(options: { ip?: string; language?: string } = {}) {
    const jar = new Map<string, string>();
    const ip = options.ip ?? "203.0.113.10";
    async function request(
      path: string,
      init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const method = init.method ?? (init.body === undefined ? "GET" : "POST");
      const headers: Record<string, string> = {
        host: "localhost:3000",
        "accept-language": options.language ?? "en",
        ...(method === "GET" ? {} : { origin: siteUrl, "sec-fetch-site": "same-origin" }),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") } : {}),
        ...init.headers,
      };
      for (const [name, value] of Object.entries(headers)) if (value === "") delete headers[name];
      const response = await app.request(
        path,
        { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) },
        { incoming: { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: "IPv4" } } },
      );
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const index = pair.indexOf("=");
        const name = pair.slice(0, index);
        const value = pair.slice(index + 1);
        if (/max-age=0/i.test(cookie) || value === "") jar.delete(name);
        else jar.set(name, value);
      }
      const email = (init.body as { email?: unknown } | undefined)?.email;
      if (path === "/api/auth/sign-up/email" && response.ok && typeof email === "string") {
        registeringJars.set(email.trim().toLowerCase(), jar);
      }
      return response;
    }
    return {
      request,
      jar,
      sessionToken: () => jar.get("passerelle.session_token"),
      json: async <T>(path: string, init?: Parameters<typeof request>[1]) => {
        const response = await request(path, init);
        return { status: response.status, body: (await response.json()) as T, response };
      },
    };
  }

  /** The Cookie header of the browser that registered this address (empty if none did here). */
  function registeringBrowserCookies(email: string): string {
    const jar = registeringJars.get(email.trim().toLowerCase());
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  }

  return { deps, app, nudges, client, registeringBrowserCookies, webhooks: payments.webhooks };
}

export type AccountsApi = ReturnType<typeof buildAccountsApi>;
export type TestClient = ReturnType<AccountsApi["client"]>;

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password,
    confirmPassword: password,
    name: "Amira Haddad",
    nationality: "MA",
    targetCountry: "FR",
    profession: "Software engineer",
    agreeToTerms: true,
    newsletter: false,
    ...overrides,
  };
}

/**
 * Registers through the API, then signs in (registration itself opens no session: ADR 0021) and
 * returns the signed-in client. The address stays unverified: see verifyAddress.
 */
export async function registeredClient(api: AccountsApi, email: string, ip?: string): Promise<TestClient> {
  const client = api.client({ ip });
  const response = await client.request("/api/auth/sign-up/email", { body: registration(email) });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const signedIn = await signIn(client, email);
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return client;
}

/** The token of the newest verification link e-mailed to this address, read from the outbox like a mailbox. */
export async function verificationTokenFor(api: AccountsApi, email: string): Promise<string> {
  const row = await api.deps.db
    .selectFrom("outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("template", "=", "email-verification")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/verify-email\?token=([^\s&]+)/.exec(row.text_body)?.[1];
  if (!token) throw new Error(`no verification link in the e-mail to ${email}`);
  return decodeURIComponent(token);
}

/**
 * Follows the verification link of this address as its owner would (the /verify-email page's use
 * case), in the browser that registered it: the password chosen there stays (ADR 0065).
 */
export async function verifyAddress(api: AccountsApi, email: string): Promise<void> {
  const cookie = api.registeringBrowserCookies(email);
  const headers = new Headers(cookie ? { cookie } : {});
  const result = await confirmEmail(api.deps, await verificationTokenFor(api, email), headers);
  if (result.outcome !== "verified") throw new Error(`verification of ${email} failed`);
}

export async function signIn(client: TestClient, email: string, secret = password, rememberMe = false) {
  return client.request("/api/auth/sign-in/email", { body: { email, password: secret, rememberMe } });
}

/**
 * The first sign-in of an administrator made by `admin:create` (ADR 0021): the one-time password
 * leads to choosing one's own, then the client signs in with it. Returns that sign-in's response.
 */
export async function signInWithOneTimePassword(
  client: TestClient,
  email: string,
  oneTime: string,
  chosen = `${password}!`,
) {
  const first = await signIn(client, email, oneTime);
  const answer = (await first.json()) as { passwordChangeRequired?: boolean; next?: string };
  if (!answer.passwordChangeRequired || !answer.next)
    throw new Error(`no password change asked: ${JSON.stringify(answer)}`);
  const token = new URL(answer.next, siteUrl).searchParams.get("token");
  const reset = await client.request("/api/auth/reset-password", {
    body: { token, password: chosen, confirmPassword: chosen },
  });
  if (reset.status !== 200) throw new Error(`password change failed: ${reset.status} ${await reset.text()}`);
  return signIn(client, email, chosen);
}

/** The built-in test payment provider of this API: it runs whenever no Stripe key is configured (ADR 0028). */
export function testProviderOf(api: AccountsApi) {
  if (!api.deps.testPayments) throw new Error("the test provider runs without Stripe keys");
  return api.deps.testPayments;
}

/** The session id in a test provider's payment page URL (/test-checkout/{id}). */
export function testSessionIdOf(url: string): string {
  return new URL(url).pathname.split("/test-checkout/")[1] ?? "";
}
