/**
 * Pages of the route table that later issues fill. Until then each one shows its title and an
 * honest "coming soon" line — never invented content. Remove an entry when its page is built.
 */
export const comingSoonPages = [
  { path: "/blog", titleKey: "page.blog" },
] as const;
