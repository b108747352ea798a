import { data, href, type RouterContextProvider, redirect } from "react-router";
import { apiMessage } from "../../../content/messages/api-messages.ts";
import { createBlogPostSchema, setBlogStatusSchema, updateBlogPostSchema } from "../../../core/blog/blog-inputs.ts";
import { isLive } from "../../../core/blog/blog-status.ts";
import { isLanguage, type Language } from "../../../core/languages.ts";
import { AppError } from "../../../server/http/app-error.ts";
import type { BlogPostView } from "../../../server/modules/blog/blog-post-view.ts";
import { createPost } from "../../../server/modules/blog/create-post.ts";
import { deletePost } from "../../../server/modules/blog/delete-post.ts";
import { setPostStatus } from "../../../server/modules/blog/set-post-status.ts";
import { updatePost } from "../../../server/modules/blog/update-post.ts";
import { serverContext } from "../../../server/router-context.server.ts";
import { getLocale } from "../../i18n/i18next-middleware.server.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import { guardedUser } from "../../lib/viewer.server.ts";
import { blogEditorLanguages, postForEditing, valuesOfPost } from "./editor-loader.server.ts";
import type { EditorActionData } from "./editor-view.ts";
import { parisLocalToUtc } from "./paris-time.ts";
import { apiBodyOf, type PostFormValues, valuesFromForm } from "./post-form-values.ts";
import { renderPreview } from "./preview.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL; postId: string | null };

/**
 * The editor's plain form, with or without JavaScript: every button names its
 * intent; the fields are checked by the API's own schemas and written by the same use cases, so
 * the form and the API refuse alike. Success is a redirect (post, redirect, get) to the post with
 * what was done; a refusal comes back on the form with what was typed.
 */
export async function editorAction({ request, context, url, postId }: Args) {
  const admin = guardedUser(context);
  const { services } = context.get(serverContext);
  const language = getLocale(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const values = valuesFromForm(form);
  const back = (id: string, done: string) =>
    redirect(keepLanguage(`${href("/admin/blog/:id", { id })}?done=${done}`, url));

  try {
    if (intent === "preview") {
      const asked = form.get("language");
      const previewLanguage = postId
        ? (await postForEditing(context, postId)).post.language
        : isLanguage(asked)
          ? asked
          : language;
      return { values, previewHtml: renderPreview(values.bodyMarkdown, previewLanguage) };
    }
    if (postId === null) {
      const input = parse(createBlogPostSchema, { ...apiBodyOf(values), language: form.get("language") });
      const post = await createPost(services.db, admin.id, input);
      return back(post.id, "created");
    }
    const editing = await postForEditing(context, postId);
    if (intent === "delete") {
      await deletePost(services, admin.id, postId);
      return redirect(keepLanguage(`${href("/admin/blog")}?done=deleted`, url));
    }
    if (intent === "translate")
      return back((await translate(services.db, admin.id, editing.post, form)).id, "translated");
    // Every other button saves what the form holds first: what you see is what gets published.
    const version = Number(form.get("version"));
    const saved = await updatePost(
      services.db,
      admin.id,
      postId,
      parse(updateBlogPostSchema, { ...apiBodyOf(values), version }),
    );
    if (intent === "publish" || intent === "unpublish") {
      await setPostStatus(services.db, admin.id, postId, parse(setBlogStatusSchema, { action: intent }));
      return back(saved.id, intent === "publish" ? "published" : "unpublished");
    }
    if (intent === "schedule") {
      const at = parisLocalToUtc(String(form.get("publishAt") ?? ""));
      const input = parse(setBlogStatusSchema, { action: "schedule", publishAt: at?.toISOString() ?? null });
      await setPostStatus(services.db, admin.id, postId, input);
      return back(saved.id, "scheduled");
    }
    return back(saved.id, isLive(saved, new Date()) ? "updated" : "saved");
  } catch (error) {
    if (error instanceof AppError) return data(refusalOf(error, values, language), { status: statusOf(error) });
    throw error;
  }
}

/** The other language's draft in the same translation group: a copy of this post to translate. */
async function translate(db: Parameters<typeof createPost>[0], adminId: string, post: BlogPostView, form: FormData) {
  const to = form.get("to");
  if (!isLanguage(to) || !(blogEditorLanguages as readonly string[]).includes(to) || to === post.language) {
    throw new AppError("bad_request", "blog_language_invalid");
  }
  const copy = valuesOfPost(post);
  const input = parse(createBlogPostSchema, { ...apiBodyOf(copy), language: to, translationOf: post.id });
  return createPost(db, adminId, input);
}

/** The API's schemas, with the API's way of naming each refused field (server/http/validate-json.ts). */
function parse<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    messageKey: /^[a-z_]+$/.test(issue.message) ? issue.message : "invalid_request",
  }));
  throw new AppError("bad_request", fields[0]?.messageKey ?? "invalid_request", fields);
}

function refusalOf(error: AppError, values: PostFormValues, language: Language): EditorActionData {
  if (error.fields.length === 0) return { values, refusal: apiMessage(language, error.messageKey, error.values) };
  // tags.0 is the tags field; the schedule's time is refused on publishAt.
  const fieldErrors = error.fields.map((f) => ({
    field: f.field.split(".")[0] ?? f.field,
    message: apiMessage(language, f.messageKey),
  }));
  return { values, fieldErrors };
}

function statusOf(error: AppError): number {
  return error.code === "conflict" ? 409 : error.code === "not_found" ? 404 : 400;
}
