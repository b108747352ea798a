import { href, type RouterContextProvider, redirect } from "react-router";
import { confirmEmail } from "../../../server/modules/auth/confirm-email.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { tokenLinkHeaders } from "../../lib/token-link-headers.ts";
import { choosePasswordPath } from "../../lib/viewer.server.ts";

/**
 * Confirms the address of a verification link's token. A good link signs the person in and
 * throws the redirect to their profile, or to choosing a password first when opened in another
 * browser; a wrong or expired one returns the headers of the page that says so (never cached,
 * no Referer: the token is in the address).
 */
export async function confirmEmailLink(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<Headers> {
  const { services } = context.get(serverContext);
  const token = url.searchParams.get("token") ?? "";
  const result = await confirmEmail(services, token, request.headers);
  const headers = new Headers(tokenLinkHeaders);
  if (result.outcome === "choose-password") {
    for (const cookie of result.headers.getSetCookie()) headers.append("set-cookie", cookie);
    throw redirect(choosePasswordPath(url), { headers });
  }
  if (result.outcome === "verified") {
    for (const cookie of result.headers.getSetCookie()) headers.append("set-cookie", cookie);
    // The link carries the language its e-mail was written in: the profile opens in it.
    throw redirect(keepLanguage(`${href("/profile")}?verified=1`, url), { headers });
  }
  return headers;
}
