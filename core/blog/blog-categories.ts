/** The blog's fixed categories: a post belongs to exactly one; the list page filters on it. */
export const blogCategories = [
  "arrival",
  "visas",
  "housing",
  "health",
  "money",
  "work",
  "study",
  "family",
  "language-and-integration",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && (blogCategories as readonly string[]).includes(value);
}
