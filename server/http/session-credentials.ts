/** better-auth's cookies (cookiePrefix "passerelle" in server/modules/auth/auth.ts), also with the __Secure- prefix. */
const sessionCookie = /(?:^|;)\s*(?:__Secure-|__Host-)?passerelle\.[^=;]*=/;
const bearer = /^\s*bearer\s/i;

/**
 * Whether a request brings something that may open a session: one of our auth cookies or an
 * `Authorization: Bearer` token. A cheap test on the headers, before any database lookup; what it
 * lets through is still checked against the sessions table.
 */
export function carriesSession(headers: Headers): boolean {
  return sessionCookie.test(headers.get("cookie") ?? "") || bearer.test(headers.get("authorization") ?? "");
}
