import { useTranslation } from "react-i18next";
import type { guideShowcase } from "./guide-showcase.server.ts";

type Showcase = ReturnType<typeof guideShowcase>;

/**
 * The full guide seen from inside (ADR 0075): four of its pages, printed by the pipeline that
 * prints the PDF, then its chapters as text (what a screen reader and a search engine read).
 * Below the fold: the images load lazily, with their size given so nothing moves when they do.
 */
export function GuideShowcase({ previews, chapters }: Showcase) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="guide-preview" className="mt-14">
      <h2 id="guide-preview" className="text-xl font-bold text-brand-900">
        {t("checkout.guide.preview.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("checkout.guide.preview.lead")}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {previews.map((preview) => (
          <li key={preview.name}>
            <figure>
              <img
                src={preview.src}
                width={preview.width}
                height={preview.height}
                loading="lazy"
                decoding="async"
                alt={t(`checkout.guide.preview.pages.${preview.name}.alt`)}
                className="h-auto w-full rounded-md border border-slate-200 bg-white shadow-sm"
              />
              <figcaption className="mt-2 text-center text-sm text-slate-700">
                {t(`checkout.guide.preview.pages.${preview.name}.caption`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-lg font-bold text-brand-900">{t("checkout.guide.preview.chaptersTitle")}</h3>
      <ol className="mt-4 grid gap-3" data-testid="guide-chapters">
        {chapters.map((chapter) => (
          <li key={chapter.title}>
            <span className="font-semibold text-slate-900">{chapter.title}</span>
            {chapter.entries.length > 0 && (
              <ol className="mt-2 gap-x-8 ps-4 text-sm text-slate-700 sm:columns-2">
                {chapter.entries.map((entry) => (
                  <li key={entry} className="mb-1 break-inside-avoid">
                    {entry}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
