import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The one definition of "live" in SQL, the same as core/blog/blog-status.ts isLive: published, or
 * scheduled with its time passed. Read with the request's clock, so a scheduled post appears at its
 * time without a restart or a job (ADR 0037). ISO-8601 UTC strings compare in time order.
 */
export function whereLive<O>(
  query: SelectQueryBuilder<Database, "blog_posts", O>,
  now: Date,
): SelectQueryBuilder<Database, "blog_posts", O> {
  return query.where((eb) =>
    eb.or([
      eb("blog_posts.status", "=", "published"),
      eb.and([eb("blog_posts.status", "=", "scheduled"), eb("blog_posts.published_at", "<=", now.toISOString())]),
    ]),
  );
}
