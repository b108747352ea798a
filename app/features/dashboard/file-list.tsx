import { useTranslation } from "react-i18next";
import { FileTypeIcon } from "../../components/ui/file-type-icon.tsx";
import type { FileItem } from "./dashboard-types.ts";

/**
 * A document's files: name, size, when and by whom, and a download link. The download is the
 * API's attachment (never shown inline in our origin), so it is a plain link, not a page route.
 */
export function FileList({ files }: { files: FileItem[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <p className="mt-2 text-sm text-slate-600">{t("dashboard.documents.noFiles")}</p>;
  return (
    <ul className="mt-2 grid gap-2">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2.5">
          <FileTypeIcon contentType={file.contentType} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">
              <bdi>{file.name}</bdi>
            </p>
            <p className="text-xs text-slate-600">
              {file.sizeText} ·{" "}
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
            className="inline-flex min-h-10 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
          >
            {t("dashboard.documents.download")}
          </a>
        </li>
      ))}
    </ul>
  );
}
