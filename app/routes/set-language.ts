import { data } from "react-router";
import { isLanguage } from "../../core/languages.ts";
import { languageCookieName } from "../../core/negotiate-language.ts";
import { savePreferenceCookie } from "../lib/preference-cookie.server.ts";
import type { Route } from "./+types/set-language";

const oneYear = 60 * 60 * 24 * 365;

/** Stores the chosen language. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLanguage(lang)) throw data({ error: "unsupported_language" }, { status: 400 });
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
