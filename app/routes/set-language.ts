import { data } from "react-router";
import { isLanguage } from "../../core/languages.ts";
import { languageCookieName } from "../../core/negotiate-language.ts";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { afterLanguageSwitch } from "../lib/keep-language.ts";
import { savePreferenceCookie } from "../lib/preference-cookie.server.ts";
import type { Route } from "./+types/set-language";

const oneYear = 60 * 60 * 24 * 365;

/**
 * Stores the chosen language. The page to go back to keeps any ?lang= it had, set to the choice:
 * left as it was, the old pin would win over the new cookie and show the old language again.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLanguage(lang)) throw data({ error: "unsupported_language" }, { status: 400 });
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo === "string") form.set("redirectTo", afterLanguageSwitch(safeRedirectPath(redirectTo), lang));
  return savePreferenceCookie(
    request,
    form,
    { name: languageCookieName, value: lang, maxAgeSeconds: oneYear },
    { language: lang },
  );
}

export async function loader() {
  throw data(null, { status: 405 });
}
