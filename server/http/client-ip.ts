import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address in X-Forwarded-For written by the outermost of `hops` trusted proxies. Each proxy
 * appends the address it saw, so the right end is ours and the left end is whatever the client
 * sent: the entry `hops` from the right is the first one no client can forge. With fewer entries
 * than hops, the leftmost is the best there is. Undefined when that entry is not an IP address.
 */
export function forwardedClientIp(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(",").map((entry) => entry.trim());
  const picked = entries[Math.max(0, entries.length - hops)];
  return picked && isIP(picked) ? picked : undefined;
}

/**
 * The client's address, for rate limits and logs. X-Forwarded-For is only believed with
 * TRUST_PROXY (its value is the number of proxies in front of us, 0 when off); otherwise, or when
 * the header is missing or garbage, the socket's peer address is used (docs/decisions/0017).
 */
export function clientIpOf(c: Context, trustedHops: number): string {
  const forwarded = forwardedClientIp(c.req.header("x-forwarded-for"), trustedHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return "unknown";
  }
}
