import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { formatWait } from "../../content/messages/wait-time.ts";
import type { Language } from "../../core/languages.ts";
import type { ApiEnv } from "./api-env.ts";
import { AppError } from "./app-error.ts";

/**
 * Fixed-window request counter per key, held in memory. One process is the supported deployment
 * today; several instances will need a shared store (ADR 0006, limits per ADR 0018).
 */
export class RateLimiter {
  /**
   * Keys held at most (ADR 0049): a key costs about 245 bytes of heap, so about 25 MiB at most.
   * Without a cap, live keys were never dropped, and a client with many addresses (an IPv6
   * prefix holds billions) could make the map grow without end. Past the cap, the keys whose
   * window started longest ago are forgotten first: their clients start a fresh count, which
   * such a client could have had from a new address anyway.
   */
  static readonly defaultMaxKeys = 100_000;
  #hits = new Map<string, { count: number; resetAt: number }>();
  #maxKeys: number;
  /**
   * Expired entries are swept when the map has doubled since the last sweep (at least 10,000
   * keys): sweeping on every new key past a fixed size would cost a full pass per request once
   * that many keys are live (e-mail keys last an hour), while doubling keeps the cost amortised.
   */
  #sweepAt = 10_000;
  #now: () => number;
  constructor(now: () => number = Date.now, maxKeys = RateLimiter.defaultMaxKeys) {
    this.#now = now;
    this.#maxKeys = maxKeys;
    this.#sweepAt = Math.min(this.#sweepAt, maxKeys);
  }

  /** Returns the seconds to wait when over the limit, or 0 when the hit is allowed. */
  hit(key: string, limit: number, windowMs: number): number {
    const now = this.#now();
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      // Deleted first, so the map's order is the order windows started: the oldest go first.
      this.#hits.delete(key);
      this.#hits.set(key, { count: 1, resetAt: now + windowMs });
      if (this.#hits.size > this.#sweepAt) this.#sweep(now);
      return 0;
    }
    entry.count += 1;
    return entry.count > limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
    // Still over the cap with live keys only: down to 90 % of it, so the next sweep (a full pass)
    // comes after a tenth of the cap in new keys, not at the next one.
    if (this.#hits.size > this.#maxKeys) {
      let excess = this.#hits.size - Math.floor(this.#maxKeys * 0.9);
      for (const key of this.#hits.keys()) {
        if (excess-- <= 0) break;
        this.#hits.delete(key);
      }
    }
    this.#sweepAt = Math.min(this.#maxKeys, Math.max(10_000, this.#hits.size * 2));
  }

  /** How many keys are held: for tests of the sweep. */
  get size(): number {
    return this.#hits.size;
  }
}

/** Why a request was refused and how long to wait: the same for the API and the page actions. */
export type Refusal = {
  retryAfter: number;
  messageKey: "too_many_requests" | "too_many_requests_for_email";
};

/**
 * Counts one request of this client address in this bucket. Returns the seconds to wait when
 * over the limit, or 0. The API's middleware and page actions share it, so a form counts the
 * same whether it was sent by fetch or by a plain browser post.
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

/** The per-address check as a refusal (or null), for callers that answer it themselves. */
export function limitClient(
  limiter: RateLimiter,
  bucket: string,
  clientIp: string,
  limit: number,
  windowMs = 60_000,
): Refusal | null {
  const retryAfter = hitRateLimit(limiter, bucket, clientIp, limit, windowMs);
  return retryAfter > 0 ? { retryAfter, messageKey: "too_many_requests" } : null;
}

/**
 * The key of an e-mail address: one inbox, whatever its case or `+tag`, so a client cannot
 * reach the same person again by decorating the address. Hashed, so the limiter's memory holds
 * no address.
 */
function emailKey(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const inbox = `${local.split("+")[0]}@${domain}`;
  return createHash("sha256").update(inbox).digest("base64url");
}

/**
 * Counts one request for this e-mail address in this bucket, whatever client sends it: many
 * people share one network address (a NAT), but an e-mail address is one person, so this is the
 * tight limit (by default a few an hour).
 */
export function limitEmail(
  limiter: RateLimiter,
  bucket: string,
  email: string,
  limit: number,
  windowMs = 3_600_000,
): Refusal | null {
  const retryAfter = limiter.hit(`${bucket}:email:${emailKey(email)}`, limit, windowMs);
  return retryAfter > 0 ? { retryAfter, messageKey: "too_many_requests_for_email" } : null;
}

/** The sentence a person reads for a refusal, with the wait in their language. */
export function refusalMessage(language: Language, refusal: Refusal): string {
  return apiMessage(language, refusal.messageKey, { wait: formatWait(language, refusal.retryAfter) });
}

/** Answers a refusal from the API: 429, `Retry-After`, and the wait in the message. */
export function refuse(c: Context<ApiEnv>, refusal: Refusal): never {
  c.header("Retry-After", String(refusal.retryAfter));
  throw new AppError("rate_limited", refusal.messageKey, [], {
    wait: formatWait(c.get("language"), refusal.retryAfter),
  });
}

/** Refuses a client over its per-address limit before its body is even read. */
export function rateLimit(
  limiter: RateLimiter,
  bucket: string,
  limit: number,
  windowMs = 60_000,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const refusal = limitClient(limiter, bucket, c.get("clientIp"), limit, windowMs);
    if (refusal) refuse(c, refusal);
    await next();
  };
}

/** Refuses a form once its e-mail address was used too often; call it after validation. */
export function rateLimitEmail(
  c: Context<ApiEnv>,
  limiter: RateLimiter,
  bucket: string,
  email: string,
  limit: number,
  windowMs = 3_600_000,
): void {
  const refusal = limitEmail(limiter, bucket, email, limit, windowMs);
  if (refusal) refuse(c, refusal);
}
