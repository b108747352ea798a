import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { ApiEnv } from "./api-env.ts";

/**
 * Strict headers on every response. Scripts run only from our origin or with the per-request
 * nonce that React Router puts on its inline scripts: no 'unsafe-inline' for scripts.
 * Inline styles stay allowed because Radix positions popovers with style attributes.
 */
export function securityHeaders(options: { production: boolean }): MiddlewareHandler<ApiEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      // Vite's hot reload talks over a WebSocket in development only.
      connectSrc: options.production ? ["'self'"] : ["'self'", "ws:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.production ? "max-age=63072000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
  return async (c, next) => {
    await headers(c, next);
    // A page from the page cache was rendered for someone else: its nonce is gone, and exactly the
    // inline scripts that carried it are allowed by hash instead (ADR 0052). Same policy otherwise.
    const hashes = c.get("pageScriptHashes");
    const policy = c.res.headers.get("Content-Security-Policy");
    if (hashes && policy) {
      c.res.headers.set("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, hashes.join(" ")));
    }
  };
}

/** This request's CSP nonce, which React Router writes on the inline scripts it renders. */
export function cspNonceOf(c: Context): string {
  return (c.get as (key: string) => string | undefined)("secureHeadersNonce") ?? "";
}
