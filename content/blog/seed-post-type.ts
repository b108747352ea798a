import type { BlogCategory } from "../../core/blog/blog-categories.ts";
import type { Language } from "../../core/languages.ts";

/**
 * One seed article as content/blog/seed-posts.ts exports it (array `seedPosts`). The server
 * (server/modules/blog/seed-posts.ts) inserts them once, when the blog is empty, so admin edits
 * are never overwritten. Posts sharing a `translationKey` are translations of each other.
 * Figures in `bodyMarkdown` come from the facts registry through the prose tokens
 * (content/prose/prose-tokens.ts), never retyped.
 */
export interface SeedPost {
  translationKey: string;
  language: Language;
  /** Lowercase a-z, 0-9 and hyphens, 3-80 characters (core/blog/blog-slug.ts). */
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  category: BlogCategory;
  tags: string[];
  authorName: string;
  /** UTC ISO-8601; the post is published (live) from then. */
  publishedAt: string;
  seoTitle?: string;
  seoDescription?: string;
  coverAlt?: string;
}
