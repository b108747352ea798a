import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api-env.ts";
import { bytesBody } from "../bytes-body.ts";
import { matchesEtag } from "../etag.ts";
import { cspNonceOf } from "../security-headers.ts";
import { hashInlineScripts } from "./inline-script-hashes.ts";
import { pageCacheKey } from "./page-cache-key.ts";
import type { CachedPage, PageStore } from "./page-store.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Shared caches may keep a copy but must ask again each time; our ETag makes that a 304. */
const cacheControl = "public, max-age=0, must-revalidate";
/** What the key is made of, for a cache in front of us: the language and the cookie choice. */
const vary = "Accept-Encoding, Accept-Language, Cookie";
/** Headers of the render that are about its bytes or its one response, not about the page. */
const perResponseHeaders = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "etag", "vary"]);

/**
 * Serves anonymous visits of public pages from memory (ADR 0052). The first visit renders the
 * page as usual; if it is a plain 200 HTML page that sets no cookie, its inline scripts move from
 * the nonce to hashes, it is compressed once (gzip and Brotli, in zlib's thread pool) and kept.
 * Later visits with the same key get those bytes, or a 304 for a matching `If-None-Match`, without
 * rendering. Visitors asking for the same page at once wait for one render instead of each
 * starting their own. Placed last among the page middlewares, so the cross-site check, the body
 * limits and the consented page-view count still see every request.
 */
export function pageCache(store: PageStore): MiddlewareHandler<ApiEnv> {
  const rendering = new Map<string, Promise<CachedPage | null>>();

  return async (c, next) => {
    const key = pageCacheKey(c.req.raw);
    if (key === null) return next();
    const cached = store.get(key) ?? (await rendering.get(key));
    if (cached) return answer(c, cached, "hit");
    // HEAD renders no body to keep: answer it as usual, the next GET fills the cache.
    if (c.req.method !== "GET") return next();

    const generation = store.generation;
    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let page: CachedPage | null = null;
    try {
      await next();
      page = await keepable(c);
      if (page) store.set(key, page, generation);
    } finally {
      rendering.delete(key);
      settle(page);
    }
    if (page) answer(c, page, "miss");
  };
}

/** The rendered answer as a page to keep, or null when it must stay this visitor's alone. */
async function keepable(c: Context<ApiEnv>): Promise<CachedPage | null> {
  const response = c.res;
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const rendered = await response.text();
  const { html, scriptHashes } = hashInlineScripts(rendered, cspNonceOf(c));
  const bytes = Buffer.from(html, "utf8");
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  ]);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!perResponseHeaders.has(name)) headers.push([name, value]);
  });
  return {
    etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    gzip: gzipped,
    brotli,
    headers,
    scriptHashes,
    storedAt: Date.now(),
  };
}

function answer(c: Context<ApiEnv>, page: CachedPage, outcome: "hit" | "miss"): Response {
  // The security headers middleware puts these hashes in place of the nonce (security-headers.ts).
  c.set("pageScriptHashes", page.scriptHashes);
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Cache-Control", cacheControl);
  headers.set("Vary", vary);
  headers.set("X-Page-Cache", outcome);
  if (matchesEtag(c.req.header("if-none-match"), page.etag)) {
    c.res = new Response(null, { status: 304, headers });
    return c.res;
  }
  const encoding = preferredEncoding(c.req.header("accept-encoding") ?? "");
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : gunzipSync(page.gzip);
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  c.res = new Response(c.req.method === "HEAD" ? null : bytesBody(body), { status: 200, headers });
  return c.res;
}

/** Brotli, else gzip, else none, as Accept-Encoding allows (a `q=0` refuses). */
export function preferredEncoding(header: string): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const entry of header.toLowerCase().split(",")) {
    const [coding = "", ...params] = entry.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(coding.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  const weight = (coding: string) => accepted.get(coding) ?? wildcard;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}
