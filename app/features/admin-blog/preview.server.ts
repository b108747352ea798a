import type { Language } from "../../../core/languages.ts";
import { renderMarkdown } from "../../../server/modules/blog/render-markdown.ts";

/**
 * The editor's preview: the blog's own renderer and sanitiser, in the post's language (registry
 * figures are written in it), so the preview is exactly what readers get.
 */
export function renderPreview(markdown: string, language: Language): string {
  return renderMarkdown(markdown, language).html;
}
