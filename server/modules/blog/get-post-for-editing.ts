import type { Db } from "../../db/database.ts";
import type { BlogPostView } from "./blog-post-view.ts";
import { loadPost } from "./load-post.ts";
import { translationsOf } from "./translations-of.ts";

export type PostForEditing = {
  post: BlogPostView;
  /** The other language versions of the post, whatever their status, for the editor's links. */
  translations: { id: string; language: string; slug: string; title: string; status: string }[];
  /** Who saved last, by name, so the editor can say it. */
  updatedByName: string | null;
};

/** One post with what the editor shows around it; 404 for an unknown id. */
export async function getPostForEditing(db: Db, postId: string): Promise<PostForEditing> {
  const post = await loadPost(db, postId);
  const updater = post.updatedBy
    ? await db.selectFrom("users").select("name").where("id", "=", post.updatedBy).executeTakeFirst()
    : undefined;
  const translations = (await translationsOf(db, post)).map((t) => ({
    id: t.id,
    language: t.language,
    slug: t.slug,
    title: t.title,
    status: t.status,
  }));
  return { post, translations, updatedByName: updater?.name ?? null };
}
