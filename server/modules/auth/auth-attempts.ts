import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/**
 * Counts sign-in attempts per e-mail address in fixed windows, in the database so every instance
 * shares the count. better-auth's own limiter keys on the client address; this one stops a slow
 * guessing attack on one account spread over many clients. Keys are hashes: the table holds no
 * address in clear.
 */
export function attemptKey(purpose: string, email: string): string {
  return `${purpose}:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
}

/**
 * Records one attempt atomically (a single upsert, safe under concurrent requests) and returns the
 * seconds to wait when this attempt is over the limit, or 0 when it may proceed.
 */
export async function recordAttempt(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  const nowIso = now.toISOString();
  const expiredBefore = new Date(now.getTime() - windowMs).toISOString();
  // ISO-8601 UTC strings of one format sort like the instants they name, on both engines.
  const expired = sql<boolean>`auth_attempts.window_started_at <= ${expiredBefore}`;
  const row = await db
    .insertInto("auth_attempts")
    .values({ key, count: 1, window_started_at: nowIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`CASE WHEN ${expired} THEN 1 ELSE auth_attempts.count + 1 END`,
        window_started_at: sql`CASE WHEN ${expired} THEN ${nowIso} ELSE auth_attempts.window_started_at END`,
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit) return 0;
  const endsAt = new Date(row.window_started_at).getTime() + windowMs;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** A successful sign-in forgets the failures before it. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom("auth_attempts").where("key", "=", key).execute();
}
