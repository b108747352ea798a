import { Hono } from "hono";
import { pdfUnavailableMessages } from "../../../content/pdf-guide/pdf-messages.ts";
import { isLanguage } from "../../../core/languages.ts";
import { negotiateLanguage } from "../../../core/negotiate-language.ts";
import type { ApiDeps } from "../../api-deps.ts";
import type { ApiEnv } from "../../http/api-env.ts";
import { bytesBody } from "../../http/bytes-body.ts";
import { matchesEtag } from "../../http/etag.ts";
import { PdfUnavailableError } from "./pdf-service.ts";

/**
 * The free starter guide, a static downloadable PDF visa guide under /pdfs/ (mounted at /pdfs in
 * server/index.ts): /pdfs/passerelle-starter-guide-<en|fr|ar>.pdf, no registration. Public and the
 * same for everyone, so browsers and proxies may keep it and revalidate with the ETag. Any other
 * name falls through to the site's 404 page.
 */
export function publicPdfsRoutes(deps: Pick<ApiDeps, "pdfs" | "logger">) {
  return new Hono<ApiEnv>().get("/:file{passerelle-starter-guide-(?:en|fr|ar)\\.pdf}", async (c) => {
    const language = /-(en|fr|ar)\.pdf$/.exec(c.req.param("file"))?.[1];
    if (!isLanguage(language)) return c.notFound();
    try {
      const guide = await deps.pdfs.guide("starter", language);
      const headers = {
        ETag: guide.etag,
        "Cache-Control": "public, max-age=3600",
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${guide.fileName}"`,
        "X-Content-Type-Options": "nosniff",
      };
      if (matchesEtag(c.req.header("if-none-match"), guide.etag)) return c.body(null, 304, headers);
      return c.body(bytesBody(guide.bytes), 200, {
        ...headers,
        "Content-Length": String(guide.bytes.byteLength),
      });
    } catch (error) {
      if (!(error instanceof PdfUnavailableError)) throw error;
      deps.logger.warn({ err: error }, "starter guide PDF unavailable");
      const reader = negotiateLanguage(c.req.raw.headers, c.req.url);
      return c.text(pdfUnavailableMessages[reader], 503, { "Retry-After": "60", "Cache-Control": "no-store" });
    }
  });
}
