import { data } from "react-router";
import { blogLimits } from "../../core/blog/blog-inputs.ts";
import { isLanguage } from "../../core/languages.ts";
import { renderPreview } from "../features/admin-blog/preview.server.ts";
import { getLocale } from "../i18n/i18next-middleware.server.ts";
import type { Route } from "./+types/admin-blog-preview";

/** Only the editor's POST has Markdown to render: a GET is a 405, not an error React Router logs. */
export async function loader() {
  throw data(null, { status: 405 });
}

/**
 * POST /admin/blog/preview: the editor's Markdown rendered by the blog's own
 * server renderer, which sanitises it, in the post's language — what readers will see, with no second renderer in the
 * browser. Administrators only; answers { html }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const markdown = form.get("markdown");
  const asked = form.get("language");
  const language = isLanguage(asked) ? asked : getLocale(context);
  if (typeof markdown !== "string" || markdown.length > blogLimits.body) {
    return data({ html: "" }, { status: 400 });
  }
  return Response.json({ html: renderPreview(markdown, language) }, { headers: { "Cache-Control": "no-store" } });
}
