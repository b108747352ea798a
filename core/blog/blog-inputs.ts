import { z } from "zod";
import { missingOr } from "../field-messages.ts";
import { supportedLanguages } from "../languages.ts";
import { isUuid } from "../uuid.ts";
import { blogCategories } from "./blog-categories.ts";
import { isValidSlug, slugMaxLength } from "./blog-slug.ts";
import { blogStatusActions } from "./blog-status.ts";

/**
 * What the blog editor sends, checked once here for the API and the admin forms alike. Message
 * keys (content/messages/blog-messages.ts) say what is wrong, field by field.
 */
export const blogLimits = {
  title: 140,
  excerpt: 300,
  body: 100_000,
  coverAlt: 200,
  authorName: 80,
  seoTitle: 70,
  seoDescription: 200,
  tags: 8,
  tag: 30,
} as const;

export function isBlogPostId(value: unknown): value is string {
  return isUuid(value);
}

const noControl = (text: string) => !/\p{Cc}/u.test(text);
const noControlButBreaks = (text: string) => !/\p{Cc}/u.test(text.replace(/[\t\n\r]/g, ""));

const oneLine = (required: string | null, invalid: string, tooLong: string, max: number) => {
  const base = z.string(missingOr(required ?? invalid, invalid)).trim();
  const sized = required === null ? base : base.min(1, { error: required, abort: true });
  return sized.max(max, { error: tooLong, abort: true }).refine(noControl, { error: invalid });
};

const tag = z
  .string({ error: "blog_tag_invalid" })
  .trim()
  .min(1, { error: "blog_tag_invalid", abort: true })
  .max(blogLimits.tag, { error: "blog_tag_too_long", abort: true })
  .refine(noControl, { error: "blog_tag_invalid" });

/** The fields of a post an admin writes (create and update alike). */
export const blogPostFieldsSchema = z.object({
  title: oneLine("blog_title_required", "blog_title_invalid", "blog_title_too_long", blogLimits.title),
  slug: z
    .string(missingOr("blog_slug_required", "blog_slug_invalid"))
    .trim()
    .min(1, { error: "blog_slug_required", abort: true })
    .max(slugMaxLength, { error: "blog_slug_invalid", abort: true })
    .refine(isValidSlug, { error: "blog_slug_invalid" }),
  excerpt: oneLine(null, "blog_excerpt_invalid", "blog_excerpt_too_long", blogLimits.excerpt).default(""),
  bodyMarkdown: z
    .string({ error: "blog_body_invalid" })
    .max(blogLimits.body, { error: "blog_body_too_long", abort: true })
    .refine(noControlButBreaks, { error: "blog_body_invalid" })
    .default(""),
  category: z.enum(blogCategories, missingOr("blog_category_required", "blog_category_invalid")),
  tags: z
    .array(tag, { error: "blog_tags_invalid" })
    .max(blogLimits.tags, { error: "blog_tags_too_many" })
    .default([])
    // The same tag twice is one tag.
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
  authorName: oneLine("blog_author_required", "blog_author_invalid", "blog_author_too_long", blogLimits.authorName),
  coverAlt: oneLine(null, "blog_cover_alt_invalid", "blog_cover_alt_too_long", blogLimits.coverAlt).default(""),
  seoTitle: oneLine(null, "blog_seo_title_invalid", "blog_seo_title_too_long", blogLimits.seoTitle).default(""),
  seoDescription: oneLine(
    null,
    "blog_seo_description_invalid",
    "blog_seo_description_too_long",
    blogLimits.seoDescription,
  ).default(""),
});
export type BlogPostFields = z.output<typeof blogPostFieldsSchema>;

/** POST /api/admin/blog: a new post, optionally as the translation of another one. */
export const createBlogPostSchema = blogPostFieldsSchema.extend({
  language: z.enum(supportedLanguages, missingOr("blog_language_required", "blog_language_invalid")),
  translationOf: z
    .string({ error: "blog_translation_invalid" })
    .refine(isBlogPostId, { error: "blog_translation_invalid" })
    .nullable()
    .optional(),
});
export type CreateBlogPostInput = z.output<typeof createBlogPostSchema>;

/** PUT /api/admin/blog/:id: every field again, with the version the editor started from. */
export const updateBlogPostSchema = blogPostFieldsSchema.extend({
  version: z.number({ error: "blog_version_invalid" }).int({ error: "blog_version_invalid" }).min(1, {
    error: "blog_version_invalid",
  }),
});
export type UpdateBlogPostInput = z.output<typeof updateBlogPostSchema>;

/** POST /api/admin/blog/:id/status: publish now, schedule at a time, or take back to draft. */
export const setBlogStatusSchema = z
  .object({
    action: z.enum(blogStatusActions, missingOr("blog_status_action_required", "blog_status_action_invalid")),
    publishAt: z
      .string({ error: "blog_publish_at_invalid" })
      .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
        error: "blog_publish_at_invalid",
      })
      .nullable()
      .optional(),
  })
  .refine((input) => input.action !== "schedule" || typeof input.publishAt === "string", {
    error: "blog_publish_at_required",
    path: ["publishAt"],
  });
export type SetBlogStatusInput = z.output<typeof setBlogStatusSchema>;

/** GET /api/admin/blog filters. */
export const listBlogPostsQuerySchema = z.object({
  status: z.enum(["draft", "scheduled", "published"], { error: "blog_filter_invalid" }).optional(),
  language: z.enum(supportedLanguages, { error: "blog_filter_invalid" }).optional(),
  search: z.string({ error: "blog_filter_invalid" }).trim().max(140, { error: "blog_filter_invalid" }).optional(),
});
