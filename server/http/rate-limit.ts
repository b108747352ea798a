import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./api-env.ts";
import { AppError } from "./app-error.ts";

/**
 * Fixed-window request counter per client and bucket, held in memory. One process is the
 * supported deployment today; several instances will need a shared store (ADR 0006).
 */
export class RateLimiter {
  #hits = new Map<string, { count: number; resetAt: number }>();
  #now: () => number;
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Returns the seconds to wait when over the limit, or 0 when the hit is allowed. */
  hit(key: string, limit: number, windowMs: number): number {
    const now = this.#now();
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#hits.set(key, { count: 1, resetAt: now + windowMs });
      if (this.#hits.size > 10_000) this.#sweep(now);
      return 0;
    }
    entry.count += 1;
    return entry.count > limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}

/**
 * Counts one request of this client in this bucket. Returns the seconds to wait when over the
 * limit, or 0. The API's middleware and page actions share it, so a form counts the same
 * whether it was sent by fetch or by a plain browser post.
 */
export function hitRateLimit(
  limiter: RateLimiter,
  bucket: string,
  clientIp: string,
  limit: number,
  windowMs = 60_000,
): number {
  return limiter.hit(`${bucket}:${clientIp}`, limit, windowMs);
}

export function rateLimit(
  limiter: RateLimiter,
  bucket: string,
  limit: number,
  windowMs = 60_000,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const retryAfter = hitRateLimit(limiter, bucket, c.get("clientIp"), limit, windowMs);
    if (retryAfter > 0) {
      c.header("Retry-After", String(retryAfter));
      throw new AppError("rate_limited", "too_many_requests");
    }
    await next();
  };
}
