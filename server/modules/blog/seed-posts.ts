import type { SeedPost } from "../../../content/blog/seed-post-type.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";

/**
 * The seed articles (content/blog/seed-posts.ts) go in once, when the blog has no post at all, at
 * start-up after the migrations: a blog an admin has touched — even emptied and refilled — is
 * never overwritten. Posts sharing a `translationKey` share a translation group; each is
 * published at its `publishedAt`. The whole set goes in one transaction, so two servers starting
 * together cannot half-seed it (the loser's insert hits the unique slug and rolls back).
 */
export async function seedBlogPosts(db: Db, posts: readonly SeedPost[], logger?: Logger): Promise<number> {
  const existing = await db.selectFrom("blog_posts").select("id").limit(1).executeTakeFirst();
  if (existing || posts.length === 0) return 0;
  const groups = new Map<string, string>();
  try {
    await db.transaction().execute(async (trx) => {
      for (const post of posts) {
        const group = groups.get(post.translationKey) ?? crypto.randomUUID();
        groups.set(post.translationKey, group);
        await trx
          .insertInto("blog_posts")
          .values({
            id: crypto.randomUUID(),
            translation_group_id: group,
            language: post.language,
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            body_markdown: post.bodyMarkdown,
            cover_image_key: null,
            cover_alt: post.coverAlt ?? "",
            category: post.category,
            tags: JSON.stringify(post.tags),
            author_name: post.authorName,
            status: "published",
            published_at: new Date(post.publishedAt).toISOString(),
            seo_title: post.seoTitle ?? "",
            seo_description: post.seoDescription ?? "",
            version: 1,
            created_by: null,
            updated_by: null,
            // The article's own date, so feeds and the sitemap do not call every post new at each install.
            created_at: new Date(post.publishedAt).toISOString(),
            updated_at: new Date(post.publishedAt).toISOString(),
          })
          .execute();
      }
    });
  } catch (error) {
    // Another process seeded at the same moment: its posts are there, which is all we wanted.
    if (await db.selectFrom("blog_posts").select("id").limit(1).executeTakeFirst()) return 0;
    throw error;
  }
  logger?.info({ posts: posts.length }, "blog seeded");
  return posts.length;
}
