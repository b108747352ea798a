import { createHash, randomBytes } from "node:crypto";
import type { ApiDeps } from "../../api-deps.ts";
import { authOf } from "./auth.ts";
import { registeringBrowserDays, registeringBrowserIdentifierPrefix } from "./registering-browser-record.ts";

/**
 * The browser that chose an account's password before its address was proven (sign-up, or a
 * change of address) gets an httpOnly cookie holding a random nonce; the account keeps only the
 * nonce's hash. A verification link opened in that browser proves the person who chose the
 * password also reads the mailbox; opened anywhere else, the address's owner chooses a new
 * password (ADR 0065).
 */

const cookieBaseName = "passerelle.registration";
const noncePattern = /^[A-Za-z0-9_-]{43}$/;

type Deps = Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">;

const hashOf = (nonce: string) => createHash("sha256").update(nonce).digest("hex");

async function cookieName(deps: Deps): Promise<{ name: string; secure: boolean }> {
  const { authCookies } = await authOf(deps).$context;
  const secure = Boolean(authCookies.sessionToken.attributes.secure);
  return { name: secure ? `__Secure-${cookieBaseName}` : cookieBaseName, secure };
}

function nonceIn(headers: Headers, name: string): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return noncePattern.test(value) ? value : null;
    }
  }
  return null;
}

export type RegisteringBrowser = { hash: string; setCookie: string };

/**
 * This browser's nonce (the one it already holds, so one browser registering two accounts keeps
 * both, or a new one), its hash, and the Set-Cookie that keeps it for a week. Every sign-up answer
 * carries it, for a new address or a registered one alike (ADR 0021).
 */
export async function registeringBrowserOf(deps: Deps, headers: Headers): Promise<RegisteringBrowser> {
  const { name, secure } = await cookieName(deps);
  const nonce = nonceIn(headers, name) ?? randomBytes(32).toString("base64url");
  // Sent only to the page the verification link opens: no other request carries it, so an API
  // client keeping cookies is not asked for an Origin on its next POST (better-auth requires one
  // whenever a cookie comes with a POST), and the nonce travels nowhere it is not needed.
  const attributes = `Path=/verify-email; Max-Age=${registeringBrowserDays * 86_400}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return { hash: hashOf(nonce), setCookie: `${name}=${nonce}; ${attributes}` };
}

/** Whether these request headers come from the browser that chose `userId`'s password. */
export async function isRegisteringBrowser(deps: Deps, userId: string, headers: Headers): Promise<boolean> {
  const nonce = nonceIn(headers, (await cookieName(deps)).name);
  if (!nonce) return false;
  const { internalAdapter } = await authOf(deps).$context;
  const stored = await internalAdapter.findVerificationValue(`${registeringBrowserIdentifierPrefix}${userId}`);
  return Boolean(stored && stored.expiresAt > new Date() && stored.value === hashOf(nonce));
}
