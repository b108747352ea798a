import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** How long typing must pause before the preview is asked for again. */
const previewDelayMs = 400;

/**
 * The Markdown as readers will see it, rendered by the server's own renderer (the one the blog
 * pages use, which sanitises) through /admin/blog/preview — never by a second renderer in the
 * browser that could disagree with it. Without JavaScript the form's "Show the preview" button
 * brings the same HTML back as `serverHtml`.
 */
export function LivePreview({
  markdown,
  language,
  serverHtml,
}: {
  markdown: string;
  language: string;
  serverHtml: string | null;
}) {
  const { t } = useTranslation();
  const [html, setHtml] = useState<string | null>(serverHtml);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setUpdating(true);
      try {
        const body = new FormData();
        body.set("markdown", markdown);
        body.set("language", language);
        const response = await fetch("/admin/blog/preview", { method: "POST", body, signal: controller.signal });
        if (response.ok) setHtml(((await response.json()) as { html: string }).html);
      } catch {
        // Aborted by the next keystroke, or offline: the last preview stays.
      } finally {
        if (!controller.signal.aborted) setUpdating(false);
      }
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown, language]);

  return (
    <section aria-labelledby="preview-heading" aria-busy={updating} className="min-w-0">
      <h2 id="preview-heading" className="text-sm font-medium text-slate-800">
        {t("adminBlog.preview.title")}
      </h2>
      <div className="mt-1.5 min-h-40 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="blog-preview">
        {html ? (
          // Sanitised on the server by render-markdown (no raw HTML, no javascript: links).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering, as on the blog itself.
          <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-slate-600">{t("adminBlog.preview.empty")}</p>
        )}
      </div>
    </section>
  );
}
