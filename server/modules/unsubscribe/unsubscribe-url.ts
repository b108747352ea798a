import type { Language } from "../../../core/languages.ts";
import { languageParam } from "../../../core/negotiate-language.ts";

/**
 * The one address of an unsubscribe link: the page that asks for confirmation (GET) and records
 * the choice (POST, from that page or from a mail client's one-click button, RFC 8058). The
 * language pins the page to the language the e-mail was written in.
 */
export function unsubscribeUrl(siteUrl: string, token: string, language: Language): string {
  const url = new URL("/unsubscribe", siteUrl);
  url.searchParams.set("token", token);
  url.searchParams.set(languageParam, language);
  return url.toString();
}

/** The headers that let mail clients offer their own "unsubscribe" button (RFC 2369, RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
