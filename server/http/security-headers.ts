import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Strict headers on every response. Scripts run only from our origin or with the per-request
 * nonce that React Router puts on its inline scripts: no 'unsafe-inline' for scripts.
 * Inline styles stay allowed because Radix positions popovers with style attributes.
 */
export function securityHeaders(options: { production: boolean }) {
  return secureHeaders({
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
}
