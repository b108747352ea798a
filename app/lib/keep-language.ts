import { pathInLanguage } from "../../core/language-link.ts";
import { isLanguage, type Language } from "../../core/languages.ts";
import { languageParam } from "../../core/negotiate-language.ts";

/*
 * A page's language comes from ?lang= on its address, then the cookie, then the browser
 * (core/negotiate-language.ts). A visitor who arrived on a ?lang= address has no cookie yet, so
 * every form action and redirect that leaves that address must carry the parameter along, or the
 * next page falls back to the browser's language (ADR 0026). These helpers do that for
 * paths of this site (targets already checked by safeRedirectPath).
 */

// Any origin would do: it only resolves the path, and is never part of what comes back.
const base = "http://same-site.invalid";

/** The language an address is pinned to with ?lang=, or null. `from` is a URL or a router location. */
export function pinnedLanguage(from: { search: string }): Language | null {
  const value = new URLSearchParams(from.search).get(languageParam);
  return isLanguage(value) ? value : null;
}

/** `target` pinned to `language`: its own ?lang= replaced, the rest of the path untouched. */
export function withLanguage(target: string, language: Language): string {
  const url = new URL(target, base);
  url.searchParams.set(languageParam, language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `target`, keeping the language `from` was pinned to. A target that names its own language keeps
 * it; without a pin there is nothing to keep (the cookie or the browser decides, as before).
 */
export function keepLanguage(target: string, from: { search: string }): string {
  const language = pinnedLanguage(from);
  if (!language || new URL(target, base).searchParams.has(languageParam)) return target;
  return withLanguage(target, language);
}

/** A link target: a path string, or React Router's object form. */
export type LinkTarget = string | { pathname?: string; search?: string; hash?: string };

/**
 * A link's target keeping the language of the page it is on (ADR 0087). Only this site's pages
 * take it: an absolute URL (another site, mailto:) and a fragment of the same page are left as
 * they are. A target that names its own language keeps it. Unlike `keepLanguage`, relative
 * targets ("?page=2", "edit") stay relative: the router resolves them after, so the string is
 * pinned as written (`pathInLanguage`), not resolved as a URL.
 */
export function keepLanguageOnLink<T extends LinkTarget>(to: T, from: { search: string }): T {
  const language = pinnedLanguage(from);
  if (!language) return to;
  if (typeof to !== "string") {
    if (to.pathname === undefined && to.search === undefined) return to;
    const search = new URLSearchParams(to.search ?? "");
    if (search.has(languageParam)) return to;
    search.set(languageParam, language);
    return { ...(to as Exclude<LinkTarget, string>), search: `?${search}` } as T;
  }
  if (to === "" || to.startsWith("#") || to.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(to)) return to;
  const beforeHash = to.split("#", 1)[0] ?? "";
  const queryAt = beforeHash.indexOf("?");
  if (queryAt !== -1 && new URLSearchParams(beforeHash.slice(queryAt + 1)).has(languageParam)) return to;
  return pathInLanguage(to, language) as T;
}

/**
 * After a language switch: the page to go back to in the chosen language. A ?lang= it carried
 * would otherwise win over the new cookie and show the old language again.
 */
export function afterLanguageSwitch(target: string, chosen: Language): string {
  return new URL(target, base).searchParams.has(languageParam) ? withLanguage(target, chosen) : target;
}
