import type { BlogCategory } from "../../../core/blog/blog-categories.ts";
import type { BlogStatus } from "../../../core/blog/blog-status.ts";
import type { Language } from "../../../core/languages.ts";
import type { BlogPostsTable } from "../../db/schema.ts";

/** A post as the API and the pages read it: camelCase, tags parsed, the cover as its public path. */
export type BlogPostView = {
  id: string;
  translationGroupId: string;
  language: Language;
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImageKey: string | null;
  /** /blog-images/<uuid>, or null without a cover. */
  coverImageUrl: string | null;
  coverAlt: string;
  category: BlogCategory;
  tags: string[];
  authorName: string;
  status: BlogStatus;
  publishedAt: string | null;
  seoTitle: string;
  seoDescription: string;
  version: number;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
};

export type BlogPostRow = BlogPostsTable;

/** The public path of a stored blog image: its key without the `blog/` folder. */
export function blogImagePath(key: string): string {
  return `/blog-images/${key.replace(/^blog\//, "")}`;
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

export function toBlogPostView(row: BlogPostRow): BlogPostView {
  return {
    id: row.id,
    translationGroupId: row.translation_group_id,
    language: row.language,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    bodyMarkdown: row.body_markdown,
    coverImageKey: row.cover_image_key,
    coverImageUrl: row.cover_image_key ? blogImagePath(row.cover_image_key) : null,
    coverAlt: row.cover_alt,
    category: row.category as BlogCategory,
    tags: parseTags(row.tags),
    authorName: row.author_name,
    status: row.status,
    publishedAt: row.published_at,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    version: Number(row.version),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the audit log keeps of a post: enough to answer "what changed", not the whole body. */
export function auditSnapshot(post: BlogPostView) {
  return {
    slug: post.slug,
    language: post.language,
    title: post.title,
    status: post.status,
    publishedAt: post.publishedAt,
    category: post.category,
    version: post.version,
    bodyLength: post.bodyMarkdown.length,
  };
}
