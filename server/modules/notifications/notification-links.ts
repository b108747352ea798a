import type { Language } from "../../../core/languages.ts";

/**
 * Absolute links for e-mails: the site's own address (PUBLIC_URL, resolved once in config.ts,
 * never a request's Host header) and a same-origin path, with `lang=` so the page opens in the
 * e-mail's language whatever browser opens it (ADR 0026). Anything that is not a path of this
 * site (a scheme, "//host") becomes the home page.
 */
export function absoluteLink(siteUrl: string, path: string, language: Language): string {
  const safe = path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
  const hashAt = safe.indexOf("#");
  const [beforeHash, hash] = hashAt === -1 ? [safe, ""] : [safe.slice(0, hashAt), safe.slice(hashAt)];
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${siteUrl.replace(/\/+$/, "")}${beforeHash}${separator}lang=${language}${hash}`;
}

/** The profile's notification settings, linked from every case e-mail. */
export const notificationSettingsPath = "/profile#notifications";

/** Where a person's case lives: the advisor workspace for the team, the dashboard for a client. */
export function caseHomePath(isStaff: boolean): string {
  return isStaff ? "/advisor" : "/dashboard";
}

/** The id an item's link names in its fragment (#doc-<id>, #task-<id>, #message-<id>), or null. */
export function itemIdOf(linkPath: string, prefix: "doc" | "task" | "message"): string | null {
  const match = new RegExp(`#${prefix}-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`, "i").exec(
    linkPath,
  );
  return match?.[1] ?? null;
}
