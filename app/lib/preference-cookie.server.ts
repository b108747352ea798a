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
  /** Further Set-Cookie values that go with this one (the analytics id follows the consent). */
  alsoSet: string[] = [],
) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAgeSeconds}; SameSite=Lax; HttpOnly${secure}`,
  );
  for (const value of alsoSet) headers.append("Set-Cookie", value);
  const redirectTo = form.get("redirectTo");
  if (redirectTo) throw redirect(safeRedirectPath(redirectTo), { headers });
  return data(body, { headers });
}
