import type { SeedPost } from "../../../content/blog/seed-post-type.ts";
import type { Language } from "../../../core/languages.ts";
import type { Db } from "../../db/database.ts";
import type { Logger } from "../../logger.ts";

/**
 * Languages whose seed articles were written after the first ones: a blog seeded before them gets
 * them once, under their own content_seeds marker (as the help FAQ's Arabic, ADR 0086).
 */
const laterLanguages: readonly Language[] = ["ar"];

/** The content_seeds marker of a later language's articles. */
export function blogSeedName(language: Language): string {
  return `blog-${language}`;
}

/**
 * The seed articles (content/blog/seed-posts.ts) go in once, when the blog has no post at all, at
 * start-up after the migrations: a blog an admin has touched — even emptied and refilled — is
 * never overwritten. A language translated later goes in once more, on its own (see
 * `seedLaterLanguage`). Posts sharing a `translationKey` share a translation group; each is
 * published at its `publishedAt`. The whole set goes in one transaction, so two servers starting
 * together cannot half-seed it (the loser's insert hits the unique slug and rolls back).
 */
export async function seedBlogPosts(db: Db, posts: readonly SeedPost[], logger?: Logger): Promise<number> {
  const first = await seedEmptyBlog(db, posts, logger);
  let later = 0;
  for (const language of laterLanguages) later += await seedLaterLanguage(db, posts, language, logger);
  return first + later;
}

async function seedEmptyBlog(db: Db, posts: readonly SeedPost[], logger?: Logger): Promise<number> {
  const existing = await db.selectFrom("blog_posts").select("id").limit(1).executeTakeFirst();
  if (existing || posts.length === 0) return 0;
  const groups = new Map<string, string>();
  try {
    await db.transaction().execute(async (trx) => {
      for (const post of posts) {
        const group = groups.get(post.translationKey) ?? crypto.randomUUID();
        groups.set(post.translationKey, group);
        await insertPost(trx, post, group);
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

/**
 * A later language's articles, once (its marker goes in the same transaction): each joins the
 * translation group of a sibling still in the blog, found by the sibling's seed slug, or starts
 * its own. A slug already taken — the empty blog was just seeded with these very articles, or an
 * administrator wrote one — is left alone; an article an administrator deleted after this never
 * comes back.
 */
async function seedLaterLanguage(
  db: Db,
  posts: readonly SeedPost[],
  language: Language,
  logger?: Logger,
): Promise<number> {
  const added = posts.filter((post) => post.language === language);
  if (added.length === 0) return 0;
  const inserted = await db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto("content_seeds")
      .values({ name: blogSeedName(language), seeded_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    let count = 0;
    for (const post of added) {
      const taken = await trx.selectFrom("blog_posts").select("id").where("slug", "=", post.slug).executeTakeFirst();
      if (taken) continue;
      const siblingSlugs = posts
        .filter((other) => other.translationKey === post.translationKey && other.language !== language)
        .map((other) => other.slug);
      const sibling = siblingSlugs.length
        ? await trx
            .selectFrom("blog_posts")
            .select("translation_group_id")
            .where("slug", "in", siblingSlugs)
            .executeTakeFirst()
        : undefined;
      await insertPost(trx, post, sibling?.translation_group_id ?? crypto.randomUUID());
      count += 1;
    }
    return count;
  });
  if (inserted > 0) logger?.info({ posts: inserted, language }, "blog seeded with a later language");
  return inserted;
}

async function insertPost(trx: Db, post: SeedPost, group: string) {
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
