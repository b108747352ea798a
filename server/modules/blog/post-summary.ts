import type { BlogCategory } from "../../../core/blog/blog-categories.ts";
import { readingMinutes } from "../../../core/blog/reading-time.ts";
import type { Language } from "../../../core/languages.ts";
import type { BlogPostView } from "./blog-post-view.ts";

/** A live post as a list, a feed or a related-posts block shows it: no body, its reading time. */
export type PostSummary = {
  id: string;
  language: Language;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  authorName: string;
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  coverImageUrl: string | null;
  coverAlt: string;
};

export function toPostSummary(post: BlogPostView): PostSummary {
  return {
    id: post.id,
    language: post.language,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags,
    authorName: post.authorName,
    // Live posts always have one (isLive); the fallback only keeps the type honest.
    publishedAt: post.publishedAt ?? post.createdAt,
    updatedAt: post.updatedAt,
    readingMinutes: readingMinutes(post.bodyMarkdown),
    coverImageUrl: post.coverImageUrl,
    coverAlt: post.coverAlt,
  };
}
