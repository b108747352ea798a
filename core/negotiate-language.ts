import { fallbackLanguage, isLanguage, type Language } from "./languages.ts";

export const languageCookieName = "passerelle_lang";

function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    // A malformed escape ("%", "%zz") is someone's odd cookie, not a reason to fail the request.
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** Accept-Language entries ordered by quality, e.g. "fr-CA,fr;q=0.9,en;q=0.8" → fr, en. */
function languagesFromHeader(header: string | null): Language[] {
  if (!header) return [];
  return header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.base)
    .filter(isLanguage);
}

/** The query parameter that pins a page's language (used by hreflang alternates and shared links). */
export const languageParam = "lang";

/**
 * The language of the page that sent an API call (app/lib/api-request.ts sets it from `<html lang>`):
 * a refused form then answers in the page's language, even when that came from ?lang= and the
 * cookie or the browser says otherwise (ADR 0026).
 */
export const pageLanguageHeader = "x-page-language";

/**
 * One rule for pages and API: an explicit ?lang= on the URL (so each language version has its own
 * address for search engines), then the calling page's language (API calls), then the stored
 * choice (cookie), then Accept-Language, then English.
 */
export function negotiateLanguage(headers: Headers, url?: string): Language {
  if (url) {
    const pinned = new URL(url).searchParams.get(languageParam);
    if (isLanguage(pinned)) return pinned;
  }
  const page = headers.get(pageLanguageHeader);
  if (isLanguage(page)) return page;
  const stored = readCookie(headers.get("cookie"), languageCookieName);
  if (isLanguage(stored)) return stored;
  return languagesFromHeader(headers.get("accept-language"))[0] ?? fallbackLanguage;
}
