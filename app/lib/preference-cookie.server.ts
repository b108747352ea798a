import { data, redirect } from "react-router";
import { safeRedirectPath } from "../../core/safe-redirect.ts";

/**
 * Answers a preference form (language, cookie consent) by storing its cookie. Fetchers get data
 * back and the page revalidates; a plain form post (no JavaScript) is sent back to `redirectTo`.
 */
export function savePreferenceCookie<T>(
  request: Request,
  form: FormData,
  cookie: { name: string; value: string; maxAgeSeconds: number },
  body: T,
) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const headers = {
    "Set-Cookie": `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAgeSeconds}; SameSite=Lax; HttpOnly${secure}`,
  };
  const redirectTo = form.get("redirectTo");
  if (redirectTo) throw redirect(safeRedirectPath(redirectTo), { headers });
  return data(body, { headers });
}
