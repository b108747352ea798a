/** The outbox page's filters (?status=): read by its loader, offered as links by its page. */
export const outboxFilters = ["all", "failed", "pending", "sent"] as const;
export type OutboxFilter = (typeof outboxFilters)[number];
