import type { Language } from "./languages.ts";
import { languageParam } from "./negotiate-language.ts";

/**
 * A path of this site pinned to `language` with ?lang= (ADR 0026, 0087): its query and fragment
 * kept, a ?lang= it already had replaced. For links that leave the page's own context — e-mails,
 * a payment provider's return, a billing portal's — where no cookie may carry the language back.
 */
export function pathInLanguage(path: string, language: Language): string {
  const hashAt = path.indexOf("#");
  const [beforeHash, hash] = hashAt === -1 ? [path, ""] : [path.slice(0, hashAt), path.slice(hashAt)];
  const queryAt = beforeHash.indexOf("?");
  const query = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  query.set(languageParam, language);
  // The payment provider fills {CHECKOUT_SESSION_ID} in verbatim: the braces must stay unescaped.
  const search = query.toString().replaceAll("%7B", "{").replaceAll("%7D", "}");
  return `${queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)}?${search}${hash}`;
}

/**
 * Absolute links for e-mails and providers: the site's own address (PUBLIC_URL, resolved once in
 * server/config.ts, never a request's Host header) and a same-origin path in `language`, so the
 * page opens in the e-mail's language whatever browser opens it. Anything that is not a path of
 * this site (a scheme, "//host") becomes the home page.
 */
export function absoluteLink(siteUrl: string, path: string, language: Language): string {
  const safe = path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
  return `${siteUrl.replace(/\/+$/, "")}${pathInLanguage(safe, language)}`;
}
