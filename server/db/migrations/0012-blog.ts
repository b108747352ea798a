import type { Kysely } from "kysely";

/**
 * The blog (ADR 0037). Posts in English, French and later Arabic; the versions of one
 * article share a `translation_group_id`. A post is live when published, or scheduled with
 * `published_at` in the past: a time-based query, so no job has to flip it. `version` counts the
 * saves, so two admins editing one post are told instead of overwriting each other. A changed slug
 * keeps its old address in `blog_slug_redirects` (301). No personal data beyond the author's
 * display name and the admin ids that wrote the post (staff, not visitors). Portable types only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("translation_group_id", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("body_markdown", "text", (col) => col.notNull())
    .addColumn("cover_image_key", "text")
    .addColumn("cover_alt", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    /** A JSON array of strings. */
    .addColumn("tags", "text", (col) => col.notNull())
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("published_at", "text")
    .addColumn("seo_title", "text", (col) => col.notNull())
    .addColumn("seo_description", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("created_by", "text")
    .addColumn("updated_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("blog_posts_language_slug", ["language", "slug"])
    .execute();
  await db.schema.createIndex("blog_posts_group").on("blog_posts").column("translation_group_id").execute();
  await db.schema
    .createIndex("blog_posts_live")
    .on("blog_posts")
    .columns(["language", "status", "published_at"])
    .execute();

  await db.schema
    .createTable("blog_slug_redirects")
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("old_slug", "text", (col) => col.notNull())
    .addColumn("post_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("blog_slug_redirects_pk", ["language", "old_slug"])
    .execute();
  await db.schema.createIndex("blog_slug_redirects_post").on("blog_slug_redirects").column("post_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_slug_redirects").execute();
  await db.schema.dropTable("blog_posts").execute();
}
