import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address, for rate limits and logs. X-Forwarded-For is only believed when
 * TRUST_PROXY is on (we sit behind a proxy that overwrites it); otherwise anyone could forge it.
 */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return "unknown";
  }
}
