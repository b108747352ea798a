import { Hono } from "hono";
import { pdfUnavailableMessages } from "../../../content/pdf-guide/pdf-messages.ts";
import { isLanguage } from "../../../core/languages.ts";
import { negotiateLanguage } from "../../../core/negotiate-language.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { bytesBody } from "../../http/bytes-body.ts";
import { matchesEtag } from "../../http/etag.ts";
import { isPreviewPage } from "./guide-previews.ts";
import { PdfUnavailableError } from "./pdf-service.ts";

/**
 * The full guide's page previews that /pdf-guide shows (ADR 0075), mounted at /pdfs beside the
 * starter guide: /pdfs/previews/<en|fr|ar>/<cover|contents|visas|checklist>.svg. Public and the
 * same for everyone. The page links them with `?v=<content version>`: asked for in the current
 * version, an answer may be kept for a year (a new version has a new address); without it, or
 * with an old one, for an hour, revalidated by ETag. Any other name falls through to the site's
 * 404 page.
 */
export function guidePreviewsRoutes(deps: Pick<ApiDeps, "pdfs" | "logger">) {
  return new Hono<ApiEnv>().get(
    "/previews/:language{en|fr|ar}/:file{(?:cover|contents|visas|checklist)\\.svg}",
    async (c) => {
      const language = c.req.param("language");
      const page = c.req.param("file").replace(/\.svg$/, "");
      if (!isLanguage(language) || !isPreviewPage(page)) return c.notFound();
      try {
        const preview = await deps.pdfs.preview(language, page);
        const current = c.req.query("v") === preview.contentVersion;
        const headers = {
          ETag: preview.etag,
          "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          "Content-Type": "image/svg+xml",
          "X-Content-Type-Options": "nosniff",
        };
        if (matchesEtag(c.req.header("if-none-match"), preview.etag)) return c.body(null, 304, headers);
        return c.body(bytesBody(preview.bytes), 200, {
          ...headers,
          "Content-Length": String(preview.bytes.byteLength),
        });
      } catch (error) {
        if (!(error instanceof PdfUnavailableError)) throw error;
        deps.logger.warn({ err: error }, "guide preview unavailable");
        const reader = negotiateLanguage(c.req.raw.headers, c.req.url);
        return c.text(pdfUnavailableMessages[reader], 503, { "Retry-After": "60", "Cache-Control": "no-store" });
      }
    },
  );
}
