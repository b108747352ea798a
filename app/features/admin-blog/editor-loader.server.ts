import { data, type RouterContextProvider } from "react-router";
import { blogCategories } from "../../../core/blog/blog-categories.ts";
import { isBlogPostId } from "../../../core/blog/blog-inputs.ts";
import { isLive } from "../../../core/blog/blog-status.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import { AppError } from "../../../server/http/app-error.ts";
import type { BlogPostView } from "../../../server/modules/blog/blog-post-view.ts";
import { getPostForEditing, type PostForEditing } from "../../../server/modules/blog/get-post-for-editing.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { formatAdminDateTime } from "../../lib/admin-date-time.ts";
import { withLanguage } from "../../lib/keep-language.ts";
import type { EditorView } from "./editor-view.ts";
import { utcToParisLocal } from "./paris-time.ts";
import type { PostFormValues } from "./post-form-values.ts";

/** The languages the editor writes in today: English and French; Arabic later. */
export const blogEditorLanguages = ["en", "fr"] as const satisfies readonly Language[];

export function valuesOfPost(post: BlogPostView): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags.join(", "),
    authorName: post.authorName,
    coverAlt: post.coverAlt,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    bodyMarkdown: post.bodyMarkdown,
  };
}

/** The post at this address for the editor; anything but a post's id is the site's 404. */
export async function postForEditing(context: Readonly<RouterContextProvider>, id: string | undefined) {
  if (!isBlogPostId(id)) throw data(null, { status: 404 });
  try {
    return await getPostForEditing(context.get(serverContext).services.db, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** The editor of a stored post. */
export function editorViewOf(editing: PostForEditing, language: Language, now = new Date()): EditorView {
  const { post } = editing;
  const translations = editing.translations
    .filter((t) => isLanguage(t.language))
    .map((t) => ({ id: t.id, language: t.language as Language }));
  const present = new Set<string>([post.language, ...translations.map((t) => t.language)]);
  // Tomorrow 09:00 Paris as the schedule's proposal while the post has no date of its own.
  const proposal = new Date(now.getTime() + 24 * 3600_000);
  return {
    post: {
      id: post.id,
      language: post.language,
      status: post.status,
      version: post.version,
      publishedAtText: post.publishedAt ? formatAdminDateTime(post.publishedAt, language, "long") : null,
      scheduleLocal: utcToParisLocal(post.publishedAt ? new Date(post.publishedAt) : proposal),
      storedSlug: post.slug,
      coverUrl: post.coverImageUrl,
      viewPath: isLive(post, now) ? withLanguage(`/blog/${post.slug}`, post.language) : null,
      translations,
      missingLanguages: blogEditorLanguages.filter((l) => !present.has(l)),
    },
    language: post.language,
    translationOf: null,
    values: valuesOfPost(post),
    categories: blogCategories,
    languages: blogEditorLanguages,
  };
}

/** The editor of a new post: the page's language (or ?language=), the author's name proposed. */
export function newEditorView(context: Readonly<RouterContextProvider>, url: URL, authorName: string): EditorView {
  const asked = url.searchParams.get("language");
  const pageLanguage = getLocale(context);
  const language: Language = isLanguage(asked) ? asked : pageLanguage;
  return {
    post: null,
    language,
    translationOf: null,
    values: {
      title: "",
      slug: "",
      excerpt: "",
      category: blogCategories[0],
      tags: "",
      authorName,
      coverAlt: "",
      seoTitle: "",
      seoDescription: "",
      bodyMarkdown: "",
    },
    categories: blogCategories,
    languages: blogEditorLanguages,
  };
}
