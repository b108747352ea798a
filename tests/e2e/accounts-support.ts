import { execFile } from "node:child_process";
import { join } from "node:path";
import type { SQLInputValue } from "node:sqlite";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { loadConfig } from "../../server/config.ts";
import { type AdminCommandDeps, openAdminCommandDeps } from "../../server/modules/admin/admin-command-deps.ts";
import { createOrPromoteAdmin } from "../../server/modules/admin/create-admin.ts";
import { baseUrl, catalogs, expect, interpolate, type Language, queryDatabase } from "./support.ts";

/** Helpers for the account and administrator walks (tests/e2e/accounts.spec.ts, admin.spec.ts). */

export const password = "correct horse battery";

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function toasts(page: Page, language: Language) {
  const t = catalogs[language];
  return page.getByRole("region", { name: interpolate(t.toast.regionLabel, { hotkey: "F8" }) }).getByRole("listitem");
}

export async function expectToast(page: Page, language: Language, title: string) {
  // After a password hash on a busy machine the answer can take a few seconds.
  const toast = toasts(page, language).first();
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast.getByText(title, { exact: true })).toBeVisible({ timeout: 15_000 });
}

/** Writes to the server's database (the fresh SQLite of this run), as staff or billing would. */
export function updateDatabase(sql: string, ...params: SQLInputValue[]): void {
  queryDatabase(sql, ...params);
}

/**
 * Creates an account and signs this browser context in, through the API (same cookie jar as the
 * page). Registration itself opens no session (ADR 0021), so this signs in after; the address
 * stays unverified until `followVerificationLink`. `origin` is the server the page's context
 * talks to (another than this run's for a server of the spec's own).
 */
export async function registerThroughApi(page: Page, email: string, name = "Test User", origin = baseUrl()) {
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: {
      email,
      password,
      confirmPassword: password,
      name,
      nationality: "MA",
      targetCountry: "FR",
      profession: "Engineer",
      agreeToTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await signInThroughApi(page, email, password, origin);
}

/** Records a visa or permit for the signed-in member, as the dashboard's form would (after the visa). */
export async function recordPermitThroughApi(page: Page, permit: Record<string, string>) {
  const response = await page.request.post("/api/permits", { headers: { origin: baseUrl() }, data: permit });
  expect(response.status(), await response.text()).toBe(201);
}

/** The path of the newest verification link e-mailed to this address, read from the outbox as from a mailbox. */
export function verificationLinkFor(email: string): string {
  const [row] = queryDatabase(
    "SELECT text_body FROM outbox WHERE to_address = ? AND template = 'email-verification' ORDER BY created_at DESC LIMIT 1",
    email,
  ) as { text_body: string }[];
  const link = /https?:\/\/[^\s]+\/verify-email\?token=[^\s]+/.exec(row?.text_body ?? "")?.[0];
  if (!link) throw new Error(`no verification e-mail to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function signInThroughApi(page: Page, email: string, secret: string, origin = baseUrl()) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email, password: secret },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * `npm run admin:create -- <email> [--role advisor]` itself, against a database (this run's by
 * default); returns the one-time password. The README's walk (admin.spec.ts) goes through it; other
 * walks call `adminCreate`, the same function in this process.
 */
export async function adminCreateCommand(
  email: string,
  role: "admin" | "advisor" = "admin",
  databaseFile = process.env.E2E_DATABASE_FILE,
): Promise<string> {
  if (!databaseFile) throw new Error("E2E_DATABASE_FILE is not set");
  const script = join(import.meta.dirname, "../../scripts/admin-create.ts");
  const { stdout } = await promisify(execFile)(process.execPath, [script, email, "--role", role], {
    env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, LOG_LEVEL: "silent" },
  });
  const oneTime = /One-time password: (\S+)/.exec(stdout)?.[1];
  if (!oneTime) throw new Error(`admin:create printed no password:\n${stdout}`);
  return oneTime;
}

/**
 * What `npm run admin:create` does (`createOrPromoteAdmin`, set up as scripts/admin-create.ts sets
 * it up), in this worker: each run of the command loads the auth library again, 0.6 s of CPU,
 * and walks create some 65 staff accounts. Returns the one-time password.
 */
export async function adminCreate(
  email: string,
  role: "admin" | "advisor" = "admin",
  databaseFile = process.env.E2E_DATABASE_FILE,
): Promise<string> {
  if (!databaseFile) throw new Error("E2E_DATABASE_FILE is not set");
  const result = await createOrPromoteAdmin(await staffDeps(databaseFile), email, { role });
  if (!result.oneTimePassword) throw new Error(`admin:create gave ${email} no one-time password`);
  return result.oneTimePassword;
}

/**
 * One connection and auth instance per database for the worker's life, as the command opens one.
 * The one-time password is hashed at the suites' light factor: it is signed in with once and
 * replaced at once (`chooseFirstPassword`), and the server checks a hash at the factor it names.
 * The README's walk runs the command itself, at the standard factor.
 */
const staffDepsByFile = new Map<string, Promise<AdminCommandDeps>>();
function staffDeps(databaseFile: string): Promise<AdminCommandDeps> {
  let deps = staffDepsByFile.get(databaseFile);
  if (!deps) {
    deps = openAdminCommandDeps(
      loadConfig({
        ...process.env,
        DATABASE_URL: `file:${databaseFile}`,
        NODE_ENV: "test",
        PASSWORD_HASH_COST: "test-light",
      }),
    );
    staffDepsByFile.set(databaseFile, deps);
  }
  return deps;
}

/**
 * The first sign-in with admin:create's one-time password, which opens no session and only leads
 * to choosing one's own (ADR 0021); then signs `request`'s context in with the chosen password.
 */
export async function chooseFirstPassword(
  request: APIRequestContext,
  base: string,
  email: string,
  oneTime: string,
): Promise<void> {
  const headers = { origin: base };
  const first = await request.post(`${base}/api/auth/sign-in/email`, { headers, data: { email, password: oneTime } });
  const answer = (await first.json()) as { passwordChangeRequired?: boolean; next?: string };
  expect(answer.passwordChangeRequired, JSON.stringify(answer)).toBe(true);
  const token = new URL(answer.next ?? "", base).searchParams.get("token");
  const chosen = `${password} of ${email}`;
  const reset = await request.post(`${base}/api/auth/reset-password`, {
    headers,
    data: { token, password: chosen, confirmPassword: chosen },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const signedIn = await request.post(`${base}/api/auth/sign-in/email`, { headers, data: { email, password: chosen } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

/**
 * A new administrator (or advisor) as the README describes: `npm run admin:create`, then the first
 * sign-in and a password of one's own (`chooseFirstPassword`). Signs this browser context in. A walk
 * with a server of its own passes that server's address and database.
 */
export async function signInAsNewAdmin(
  page: Page,
  email: string,
  role: "admin" | "advisor" = "admin",
  server: { base: string; databaseFile?: string } = { base: baseUrl() },
): Promise<void> {
  const oneTime = await adminCreate(email, role, server.databaseFile);
  await chooseFirstPassword(page.request, server.base, email, oneTime);
}
