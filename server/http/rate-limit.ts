import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { sql } from "kysely";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { formatWait } from "../../content/messages/wait-time.ts";
import type { Language } from "../../core/languages.ts";
import type { Db } from "../db/database.ts";
import type { ApiEnv } from "./api-env.ts";
import { AppError } from "./app-error.ts";

/**
 * Fixed-window request counters in the database (ADR 0070, replacing ADR 0006's memory): every
 * instance counts in the same rows, so N instances enforce the limit one would. A hit is one
 * atomic upsert — a window that has ended starts again at 1 — so two instances hitting the same
 * key at the same moment both count. Keys are hashed: no client address or e-mail is stored.
 */
export class RateLimiter {
  #db: Db;
  #now: () => number;
  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Counts one hit; returns the seconds to wait when over the limit, or 0 when allowed. */
  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    const now = this.#now();
    const row = await this.#db
      .insertInto("rate_limit_hits")
      .values({ key: hashKey(key), count: 1, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.count + 1 end`,
          reset_at: sql`case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at else rate_limit_hits.reset_at end`,
        }),
      )
      .returning(["count", "reset_at"])
      .executeTakeFirstOrThrow();
    return Number(row.count) > limit ? Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) : 0;
  }

  /** Forgets the windows that have ended (the sweep clock, every minute); returns how many. */
  async sweep(): Promise<number> {
    const result = await this.#db.deleteFrom("rate_limit_hits").where("reset_at", "<=", this.#now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** The stored form of a key: bucket and client or inbox, hashed (the table keeps no address). */
function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
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
): Promise<number> {
  return limiter.hit(`${bucket}:${clientIp}`, limit, windowMs);
}

/** The per-address check as a refusal (or null), for callers that answer it themselves. */
export async function limitClient(
  limiter: RateLimiter,
  bucket: string,
  clientIp: string,
  limit: number,
  windowMs = 60_000,
): Promise<Refusal | null> {
  const retryAfter = await hitRateLimit(limiter, bucket, clientIp, limit, windowMs);
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
export async function limitEmail(
  limiter: RateLimiter,
  bucket: string,
  email: string,
  limit: number,
  windowMs = 3_600_000,
): Promise<Refusal | null> {
  const retryAfter = await limiter.hit(`${bucket}:email:${emailKey(email)}`, limit, windowMs);
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
    const refusal = await limitClient(limiter, bucket, c.get("clientIp"), limit, windowMs);
    if (refusal) refuse(c, refusal);
    await next();
  };
}

/** Refuses a form once its e-mail address was used too often; call it after validation. */
export async function rateLimitEmail(
  c: Context<ApiEnv>,
  limiter: RateLimiter,
  bucket: string,
  email: string,
  limit: number,
  windowMs = 3_600_000,
): Promise<void> {
  const refusal = await limitEmail(limiter, bucket, email, limit, windowMs);
  if (refusal) refuse(c, refusal);
}
