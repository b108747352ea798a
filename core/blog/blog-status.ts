/**
 * A post's status and the moves between them. "scheduled" goes live by itself when its
 * `published_at` passes (isLive reads the clock), so no job has to flip it; "published" after
 * that is only written when an admin publishes now.
 */
export const blogStatuses = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

/** What an admin asks for on the status endpoint. */
export const blogStatusActions = ["publish", "schedule", "unpublish"] as const;
export type BlogStatusAction = (typeof blogStatusActions)[number];

const allowed: Record<BlogStatus, readonly BlogStatusAction[]> = {
  draft: ["publish", "schedule"],
  // A scheduled post can be published at once, moved to another time, or taken back to draft.
  scheduled: ["publish", "schedule", "unpublish"],
  published: ["unpublish"],
};

export function canApplyStatusAction(from: BlogStatus, action: BlogStatusAction): boolean {
  return allowed[from].includes(action);
}

export function statusAfter(action: BlogStatusAction): BlogStatus {
  if (action === "publish") return "published";
  if (action === "schedule") return "scheduled";
  return "draft";
}

/** Live for readers: published, or scheduled and its time has come. */
export function isLive(post: { status: string; publishedAt: string | null }, now: Date): boolean {
  if (post.status === "published") return true;
  if (post.status !== "scheduled" || post.publishedAt === null) return false;
  return Date.parse(post.publishedAt) <= now.getTime();
}
