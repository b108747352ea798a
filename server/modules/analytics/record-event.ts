import { randomUUID } from "node:crypto";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { AnalyticsEventName } from "../../db/schema.ts";
import type { AnalyticsConsent } from "./analytics-consent.ts";

export type AnalyticsEvent = { name: AnalyticsEventName; path?: string | null; language: Language };

/** A path as stored: no query string or fragment (they can carry e-mail addresses or tokens), bounded. */
export function storedPath(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.split(/[?#]/, 1)[0]?.slice(0, 200) || null;
}

/**
 * Records one event, only when the request that caused it carried analytics consent; otherwise
 * does nothing at all (ADR 0040). `db` may be a transaction, so an event counts only if what it
 * describes was committed. Returns whether a row was written.
 */
export async function recordEvent(
  db: Pick<Db, "insertInto">,
  consent: AnalyticsConsent,
  event: AnalyticsEvent,
  now = new Date(),
): Promise<boolean> {
  if (!consent) return false;
  await db
    .insertInto("analytics_events")
    .values({
      id: randomUUID(),
      name: event.name,
      path: storedPath(event.path),
      language: event.language,
      visitor_id: consent.visitorId,
      created_at: now.toISOString(),
    })
    .execute();
  return true;
}
