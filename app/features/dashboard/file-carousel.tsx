import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileTypeIcon } from "../../components/ui/file-type-icon.tsx";
import type { FileItem } from "./dashboard-types.ts";

/**
 * Every uploaded file across the documents, one card at a time with previous and next buttons
 * (the WAI-ARIA carousel pattern: a labelled region with aria-roledescription="carousel", each
 * card a "slide" named "File 2 of 5", the change announced politely; no automatic rotation). A
 * card shows the file's type, name, size, document and a download link — no inline preview: the
 * files are only ever served as attachments. Without JavaScript the first card shows and the
 * buttons stay inert; every file is also listed under its document.
 */
export function FileCarousel({ files }: { files: FileItem[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (files.length === 0) return null;
  const shown = Math.min(index, files.length - 1);
  const file = files[shown];
  if (!file) return null;
  const step = (delta: number) => setIndex((shown + delta + files.length) % files.length);
  const typeKey = (["image/jpeg", "image/png", "application/pdf"] as const).find((type) => type === file.contentType);
  return (
    <section
      aria-roledescription={t("dashboard.carousel.roledescription")}
      aria-labelledby="carousel-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="carousel-heading" className="text-lg font-bold text-brand-900">
          {t("dashboard.carousel.title")}
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => step(-1)}
            disabled={files.length < 2}
            aria-controls="carousel-slide"
            className="inline-flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 disabled:opacity-50"
          >
            <svg
              viewBox="0 0 24 24"
              className="flip-rtl size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">{t("dashboard.carousel.previous")}</span>
          </button>
          <span className="min-w-16 text-center text-sm font-semibold text-slate-700" aria-hidden="true">
            {shown + 1} / {files.length}
          </span>
          <button
            type="button"
            onClick={() => step(1)}
            disabled={files.length < 2}
            aria-controls="carousel-slide"
            className="inline-flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 disabled:opacity-50"
          >
            <svg
              viewBox="0 0 24 24"
              className="flip-rtl size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">{t("dashboard.carousel.next")}</span>
          </button>
        </div>
      </div>
      <div id="carousel-slide" aria-live="polite" className="mt-4">
        {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset. */}
        <div
          role="group"
          aria-roledescription={t("dashboard.carousel.slideRole")}
          aria-label={t("dashboard.carousel.slide", { number: shown + 1, count: files.length })}
          className="flex flex-wrap items-center gap-4 rounded-xl bg-sand-50 p-4"
          data-testid="carousel-slide"
        >
          <FileTypeIcon contentType={file.contentType} className="size-16" />
          <div className="min-w-0 flex-1 basis-48">
            <p className="truncate text-lg font-semibold text-slate-900">
              <bdi>{file.name}</bdi>
            </p>
            <p className="text-sm text-slate-700">
              {t(`dashboard.carousel.types.${typeKey ?? "other"}`)} · {file.sizeText}
            </p>
            <p className="text-sm text-slate-700">
              {t("dashboard.carousel.forDocument", { title: file.documentTitle })}
            </p>
            <p className="text-sm text-slate-600">
              {file.byViewer
                ? t("dashboard.documents.uploadedByYou")
                : t("dashboard.documents.uploadedBy", { name: file.uploadedBy.name })}{" "}
              · <time dateTime={file.uploadedAt}>{file.uploadedText}</time>
            </p>
          </div>
          <a
            href={file.downloadPath}
            download
            aria-label={t("dashboard.named", { action: t("dashboard.documents.download"), name: file.name })}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t("dashboard.documents.download")}
          </a>
        </div>
      </div>
    </section>
  );
}
