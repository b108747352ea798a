/**
 * The request header with which a bearer-token API client asks for its session token (ADR 0066):
 * `X-Passerelle-Session: bearer`.
 */
export const sessionTokenRequestHeader = "x-passerelle-session";

const asksForToken = (headers: Headers) => headers.get(sessionTokenRequestHeader)?.trim().toLowerCase() === "bearer";
const bearerAuthenticated = (headers: Headers) => /^\s*bearer\s+\S/i.test(headers.get("authorization") ?? "");

type SessionAnswer = {
  token?: unknown;
  session?: { token?: unknown } | null;
  user?: { passwordChangeRequired?: unknown };
};

/**
 * better-auth's answer as our API gives it. better-auth puts the session token in JSON bodies
 * (`token` of sign-in and change-password, `session.token` of get-session) and in a `set-auth-token`
 * header, where page JavaScript could read what the httpOnly cookie hides (ADR 0066). So:
 * - a sign-in that asks for the token gets it in the body and no cookie: a bearer session;
 * - a get-session authenticated with `Authorization: Bearer` that asks gets `session.token`;
 * - every other answer loses both, so a cookie session's token never reaches a script.
 * A session that must first choose its password reads as signed out (ADR 0065).
 */
export async function sessionTokenAnswer(path: string, request: Headers, response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const bearerSignIn = path === "/sign-in/email" && asksForToken(request);
  const keepToken = bearerSignIn || (bearerAuthenticated(request) && asksForToken(request));
  let body = (await response.json()) as SessionAnswer | null;
  if (body && typeof body === "object") {
    if (path === "/get-session" && body.user?.passwordChangeRequired === true) body = null;
    else if (!keepToken) {
      delete body.token;
      if (body.session && typeof body.session === "object") delete body.session.token;
    }
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("set-auth-token");
  headers.delete("access-control-expose-headers");
  if (bearerSignIn) headers.delete("set-cookie");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
