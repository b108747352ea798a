import type { Context, MiddlewareHandler } from "hono";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { type Language, textDirection } from "../../core/languages.ts";
import { negotiateLanguage } from "../../core/negotiate-language.ts";
import { defaultBodyLimitBytes, limitBodySize } from "./body-limit.ts";
import { addressHasNullCharacter, formHasNullCharacter } from "./null-characters.ts";

/** What a page (any path outside /api) answers to: reading it, and posting one of its forms. */
const pageMethods = ["GET", "HEAD", "POST"];
const formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A small page in the visitor's language for a refusal that happens before React Router is reached. */
function refusalPage(
  c: Context,
  status: 400 | 404 | 405 | 413 | 415,
  key: string,
  values: Record<string, string> = {},
) {
  const language: Language = negotiateLanguage(c.req.raw.headers, c.req.url);
  const message = apiMessage(language, key, values)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
  return c.html(
    `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><meta charset="utf-8"><title>${message}</title><p>${message}</p><p><a href="/">Passerelle</a></p></html>`,
    status,
  );
}

const limitPageBody = limitBodySize({
  maxBytes: defaultBodyLimitBytes,
  tooLarge: (c, maxBytes) => refusalPage(c, 413, "form_too_large", { maxKb: String(Math.floor(maxBytes / 1024)) }),
});

/** Characters no page address of ours contains, and which React Router's catch-all route does not match. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x1f || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** True for a path that, decoded, holds a control character or line separator (or does not decode at all). */
function isImpossiblePath(path: string): boolean {
  try {
    return [...decodeURIComponent(path)].some(isControlCharacter);
  } catch {
    return true;
  }
}

/**
 * The edge of the React Router pages (ADR 0016), so an odd request gets a 4xx instead of reaching
 * code that was never meant for it (React Router answers 500 to OPTIONS, an action's formData()
 * throws on a text/plain body): other methods → 405 with Allow; a post that is not a form → 415;
 * a form over the body limit → 413, counted while it streams in; a form that cannot be parsed
 * (a broken multipart body) → 400; a path with control characters → 404; a NUL in the address
 * or a form field → 400 (server/http/null-characters.ts). /api has its own edge, in JSON (server/api.ts).
 */
export function pageRequests(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return next();
    // "/%0A" would reach React Router, whose "*" route does not match it: a 500 (found by the fuzz).
    if (isImpossiblePath(new URL(c.req.url).pathname)) return refusalPage(c, 404, "not_found");
    if (addressHasNullCharacter(c.req.url)) return refusalPage(c, 400, "null_character");
    const method = c.req.method;
    if (!pageMethods.includes(method)) {
      c.header("Allow", pageMethods.join(", "));
      return refusalPage(c, 405, "method_not_allowed", { method: method.replace(/[^A-Z-]/gi, "").slice(0, 20) });
    }
    if (method !== "POST") return next();

    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!formContentTypes.includes(mediaType)) return refusalPage(c, 415, "form_content_type");

    return limitPageBody(c, async () => {
      // The body is in memory now (at most the limit): check that it parses before any action reads it.
      const form = await c.req.raw
        .clone()
        .formData()
        .catch(() => null);
      if (!form) {
        c.res = refusalPage(c, 400, "form_unreadable");
        return;
      }
      if (formHasNullCharacter(form)) {
        c.res = refusalPage(c, 400, "null_character");
        return;
      }
      await next();
    });
  };
}
