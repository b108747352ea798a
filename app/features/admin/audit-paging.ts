/**
 * The audit page's paging parameters: read by its loader (audit-page.server.ts), written by its
 * links in the browser, so they live outside the .server module.
 */
export const pagingFields = ["before", "after"] as const;

/** This address with a page boundary set (and the other one dropped), filters and ?lang= kept. */
export function pageLink(search: string, key: (typeof pagingFields)[number], cursor: string): string {
  const params = new URLSearchParams(search);
  for (const paging of pagingFields) params.delete(paging);
  params.set(key, cursor);
  return `?${params.toString()}`;
}
