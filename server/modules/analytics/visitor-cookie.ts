import { randomUUID } from "node:crypto";
import { isUuid } from "../../../core/uuid.ts";

/** The analytics cookie (ADR 0040): a random id, nothing else, set only with analytics consent. */
export const visitorCookieName = "passerelle_visitor";

/** As long as the consent it depends on (app/routes/set-cookie-consent.ts keeps that six months). */
const maxAgeSeconds = 60 * 60 * 24 * 182;

/** The id from a Cookie header, or null; anything that is not one of our ids is ignored. */
export function readVisitorId(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === visitorCookieName) {
      const value = rest.join("=");
      return isUuid(value) ? value : null;
    }
  }
  return null;
}

function secureFlag(requestUrl: string) {
  return new URL(requestUrl).protocol === "https:" ? "; Secure" : "";
}

/** A Set-Cookie value giving this browser a new random id. HttpOnly: no script of the page needs it. */
export function newVisitorCookie(requestUrl: string): string {
  return `${visitorCookieName}=${randomUUID()}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; HttpOnly${secureFlag(requestUrl)}`;
}

/** A Set-Cookie value removing the id (consent withdrawn). */
export function clearVisitorCookie(requestUrl: string): string {
  return `${visitorCookieName}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secureFlag(requestUrl)}`;
}
