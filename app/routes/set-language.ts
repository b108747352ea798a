import { data, redirect } from "react-router";
import { isLanguage } from "../../core/languages.ts";
import { languageCookieName } from "../../core/negotiate-language.ts";
import { safeRedirectPath } from "../lib/safe-redirect.ts";
import type { Route } from "./+types/set-language";

const oneYear = 60 * 60 * 24 * 365;

/** Stores the chosen language. Fetchers get data back (the page revalidates); plain forms are redirected. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLanguage(lang)) throw data({ error: "unsupported_language" }, { status: 400 });
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const headers = {
    "Set-Cookie": `${languageCookieName}=${lang}; Path=/; Max-Age=${oneYear}; SameSite=Lax; HttpOnly${secure}`,
  };
  const redirectTo = form.get("redirectTo");
  if (redirectTo) throw redirect(safeRedirectPath(redirectTo), { headers });
  return data({ language: lang }, { headers });
}

export async function loader() {
  throw data(null, { status: 405 });
}
