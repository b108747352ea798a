import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FileView } from "../../../server/modules/cases/case-view.ts";
import { UploadDropZone } from "../../components/shared/upload-drop-zone.tsx";
import type { DocumentItem } from "./dashboard-types.ts";
import { FileList } from "./file-list.tsx";
import { DocumentStatusBadge, PriorityBadge } from "./status-badges.tsx";

/**
 * One requested document: what it is, where it stands, what it must
 * look like, what the reviewer asked to change (first and prominent when it was rejected), its
 * files, the upload, and "Send for review" when the client may send it. `id="doc-<id>"` so the
 * overview and e-mails can link straight to it.
 */
export function DocumentCard({
  document,
  uploadMaxText,
  action,
  refusal,
}: {
  document: DocumentItem;
  uploadMaxText: string;
  action: string;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("documentId") === document.id;
  const headingId = `doc-${document.id}-title`;
  const rejected = document.status === "rejected";
  return (
    <article
      id={`doc-${document.id}`}
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-2xl border bg-white p-5 shadow-sm ${rejected ? "border-red-300 ring-1 ring-red-200" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-brand-900">
            <bdi>{document.title}</bdi>
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {t("dashboard.dates.requestedOn", { date: document.requestedText })}
            {document.dueText && ` · ${t("dashboard.dates.due", { date: document.dueText })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DocumentStatusBadge status={document.status} />
          <PriorityBadge priority={document.priority} />
        </div>
      </div>

      {rejected && document.feedback && (
        <div className="mt-4 rounded-xl border-s-4 border-red-700 bg-red-50 p-4">
          <h4 className="font-bold text-red-900">{t("dashboard.documents.feedbackTitle")}</h4>
          <p dir="auto" className="mt-1 whitespace-pre-line text-red-950">
            {document.feedback}
          </p>
        </div>
      )}

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          {document.description && (
            <p dir="auto" className="whitespace-pre-line text-slate-800">
              {document.description}
            </p>
          )}
          <Requirements document={document} />
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">{t("dashboard.documents.filesTitle")}</h4>
          <FileList files={document.files} />
          <div className="mt-4">
            {document.uploadEndpoint ? (
              <>
                <h4 className="sr-only">{t("dashboard.documents.uploadTitle")}</h4>
                <UploadDropZone<{ file: FileView }>
                  endpoint={document.uploadEndpoint}
                  target={document.title}
                  maxText={uploadMaxText}
                />
              </>
            ) : document.status === "approved" ? (
              <p className="text-sm font-semibold text-emerald-800">{t("dashboard.documents.uploadClosed.approved")}</p>
            ) : document.status === "submitted" || document.status === "under_review" ? (
              <p className="text-sm text-slate-700">{t("dashboard.documents.uploadClosed.review")}</p>
            ) : null}
          </div>
          {document.events.includes("submit") && (
            <Form method="post" action={action} className="mt-4 rounded-xl bg-brand-50 p-4">
              <input type="hidden" name="intent" value="document-event" />
              <input type="hidden" name="documentId" value={document.id} />
              <p className="text-sm text-slate-800">{t("dashboard.documents.submitHint")}</p>
              <button
                type="submit"
                name="event"
                value="submit"
                disabled={sending}
                aria-label={t("dashboard.named", { action: t("dashboard.documents.submit"), name: document.title })}
                className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {t("dashboard.documents.submit")}
              </button>
            </Form>
          )}
          {refusal && (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-900"
            >
              {refusal}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/** The template's requirements, as frozen on the request: only those that apply are listed. */
function Requirements({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  const requirements = document.requirements;
  if (!requirements) return null;
  const rows: { id: string; label: string; value: ReactNode }[] = [];
  if (document.formatsText)
    rows.push({ id: "formats", label: t("dashboard.documents.formats"), value: document.formatsText });
  if (document.maxSizeText)
    rows.push({ id: "size", label: t("dashboard.documents.maxSize"), value: document.maxSizeText });
  rows.push({
    id: "colour",
    label: t("dashboard.documents.colour"),
    value: t(`dashboard.documents.colourValues.${requirements.colour}`),
  });
  if (requirements.translation) {
    rows.push({
      id: "translation",
      label: t("dashboard.documents.translation"),
      value: t("dashboard.documents.translationNeeded"),
    });
  }
  if (requirements.apostille === "when-issued-abroad") {
    rows.push({
      id: "apostille",
      label: t("dashboard.documents.apostille"),
      value: t("dashboard.documents.apostilleNeeded"),
    });
  }
  if (requirements.processingTime) {
    rows.push({
      id: "processing",
      label: t("dashboard.documents.processingTime"),
      value: <bdi>{requirements.processingTime}</bdi>,
    });
  }
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-slate-900">{t("dashboard.documents.requirementsTitle")}</h4>
      <dl className="mt-2 grid gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.id} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
            <dt className="font-semibold text-slate-700">{row.label}</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {requirements.tips.length > 0 && (
        <>
          <h5 className="mt-4 text-sm font-semibold text-slate-900">{t("dashboard.documents.tips")}</h5>
          <ul className="mt-1 grid list-disc gap-1 ps-5 text-sm text-slate-800">
            {requirements.tips.map((tip) => (
              <li key={tip} dir="auto">
                {tip}
              </li>
            ))}
          </ul>
        </>
      )}
      {requirements.requiredForms.length > 0 && (
        <>
          <h5 className="mt-4 text-sm font-semibold text-slate-900">{t("dashboard.documents.forms")}</h5>
          <ul className="mt-1 grid gap-1 text-sm">
            {requirements.requiredForms.map((form) => (
              <li key={form.url}>
                <a
                  href={form.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  <bdi>{form.label}</bdi>
                  <span className="sr-only"> {t("a11y.externalLink")}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
