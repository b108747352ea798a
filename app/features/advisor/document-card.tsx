import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { feedbackMaxLength } from "../../../core/case/case-inputs.ts";
import type { DocumentStatus } from "../../../core/case/document-status.ts";
import type { DocumentView } from "../../../server/modules/cases/case-view.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { TextareaField, useFocusWhen } from "../../components/ui/fields.tsx";
import { type FormRefusal, fieldFrom } from "../../lib/form-refusal.ts";
import type { CasePage } from "./case-page.server.ts";
import { type PillTone, StatusPill } from "./status-pill.tsx";

const statusTones: Record<DocumentStatus, PillTone> = {
  not_requested: "grey",
  requested: "grey",
  required: "amber",
  uploaded: "blue",
  submitted: "blue",
  under_review: "blue",
  approved: "green",
  rejected: "red",
  expired: "red",
};

type ReviewEvent = "start_review" | "approve" | "reject" | "expire" | "withdraw";

/**
 * One requested document as the team reviews it: status, dates, what was asked (requirements),
 * the files uploaded (each a download link with its size, date and who sent it), the feedback
 * the client was given, and the moves its status allows now (DocumentView.events): start review
 * and approve as buttons, reject with the feedback the client will read, and — out of the way,
 * under "More actions" — mark as expired or withdraw.
 */
export function DocumentCard({
  doc,
  page,
  refusal,
}: {
  doc: DocumentView;
  page: CasePage;
  refusal: FormRefusal | undefined;
}) {
  const { t } = useTranslation();
  const { dates, moments, sizes } = page.formats;
  const can = (event: ReviewEvent) => doc.events.includes(event);
  const headingId = `document-${doc.id}-title`;
  const feedbackId = `document-${doc.id}-feedback`;
  const more = (["expire", "withdraw"] as const).filter(can);
  const focusRef = useFocusWhen<HTMLElement>(refusal);

  return (
    <li id={`document-${doc.id}`} data-document={doc.title}>
      <article
        ref={focusRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="grid gap-3 rounded-xl border border-slate-200 p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {doc.title}
          </h3>
          <StatusPill tone={statusTones[doc.status]} status={doc.status}>
            {t(`dashboard.documentStatuses.${doc.status}`)}
          </StatusPill>
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>{t("advisor.priority", { priority: t(`dashboard.priorities.${doc.priority}`) })}</span>
          <span>{t("advisor.documents.requestedOn", { date: dates[doc.requestedAt] })}</span>
          {doc.dueDate && <span>{t("advisor.documents.due", { date: dates[doc.dueDate] })}</span>}
          {doc.reviewedAt && <span>{t("advisor.documents.reviewedOn", { date: dates[doc.reviewedAt] })}</span>}
        </p>
        {doc.description && <p className="whitespace-pre-line text-slate-800">{doc.description}</p>}
        {doc.requirements && <Requirements doc={doc} megabytes={page.formats.megabytes} />}
        {doc.feedback && (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3">
            <p className="text-sm font-semibold text-red-900">{t("advisor.documents.feedbackGiven")}</p>
            <p className="mt-1 whitespace-pre-line text-slate-900">{doc.feedback}</p>
          </div>
        )}
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{t("advisor.documents.filesTitle")}</h4>
          {doc.files.length === 0 ? (
            <p className="text-sm text-slate-700">{t("advisor.documents.noFiles")}</p>
          ) : (
            <ul className="mt-1 grid gap-1.5">
              {doc.files.map((file) => (
                <li key={file.id} className="text-sm">
                  <a
                    href={file.downloadPath}
                    download={file.name}
                    className="font-medium break-all text-brand-700 underline underline-offset-2"
                  >
                    {t("advisor.documents.download", { name: file.name })}
                  </a>
                  <span className="block text-slate-700">
                    {t("advisor.documents.fileLine", {
                      size: sizes[file.id],
                      date: moments[file.uploadedAt],
                      name: t(file.uploadedBy.isTeam ? "advisor.documents.byTeam" : "advisor.documents.byClient", {
                        name: file.uploadedBy.name,
                      }),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {refusal?.message && (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-medium text-red-900">
            {refusal.message}
          </p>
        )}
        {(can("start_review") || can("approve") || can("reject")) && (
          <div className="grid gap-3 border-t border-slate-200 pt-3">
            <h4 className="text-sm font-semibold text-slate-900">{t("advisor.documents.reviewTitle")}</h4>
            <div className="flex flex-wrap gap-2">
              {(["start_review", "approve"] as const).filter(can).map((event) => (
                <EventButton key={event} doc={doc} event={event} primary={event === "approve"} />
              ))}
            </div>
            {can("reject") && (
              <Form method="post" noValidate preventScrollReset key={`${doc.id}-${doc.status}`} className="grid gap-2">
                <input type="hidden" name="intent" value="document-event" />
                <input type="hidden" name="documentId" value={doc.id} />
                <input type="hidden" name="event" value="reject" />
                <TextareaField
                  id={feedbackId}
                  {...fieldFrom(refusal, "feedback")}
                  label={t("advisor.fields.feedback")}
                  hint={t("advisor.fields.feedbackHint")}
                  maxLength={feedbackMaxLength}
                  required
                />
                <div>
                  <button
                    type="submit"
                    className={buttonClasses("secondary", "sm", "border-red-300 text-red-800 hover:bg-red-50")}
                  >
                    {t("advisor.documents.reject")}
                    <span className="sr-only"> {t("advisor.named", { title: doc.title })}</span>
                  </button>
                </div>
              </Form>
            )}
          </div>
        )}
        {more.length > 0 && (
          <details className="group border-t border-slate-200 pt-3">
            <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-800">
              {t("advisor.documents.more")}
              <span className="sr-only"> {t("advisor.named", { title: doc.title })}</span>
            </summary>
            <div className="mt-2 flex flex-wrap gap-2">
              {more.map((event) => (
                <EventButton key={event} doc={doc} event={event} primary={false} />
              ))}
            </div>
          </details>
        )}
      </article>
    </li>
  );
}

function EventButton({ doc, event, primary }: { doc: DocumentView; event: ReviewEvent; primary: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="document-event" />
      <input type="hidden" name="documentId" value={doc.id} />
      <input type="hidden" name="event" value={event} />
      <button type="submit" className={buttonClasses(primary ? "primary" : "secondary", "sm")}>
        {t(`advisor.documents.events.${event}`)}
        <span className="sr-only"> {t("advisor.named", { title: doc.title })}</span>
      </button>
    </Form>
  );
}

/** What the client was asked for: formats, size, colour, translation, apostille, time, tips, forms. */
function Requirements({ doc, megabytes }: { doc: DocumentView; megabytes: Record<number, string> }) {
  const { t } = useTranslation();
  const r = doc.requirements;
  if (!r) return null;
  const row = (label: string, value: string) => (
    <>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </>
  );
  return (
    <details>
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-800">
        {t("dashboard.documents.requirementsTitle")}
        <span className="sr-only"> {t("advisor.named", { title: doc.title })}</span>
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {row(t("dashboard.documents.formats"), r.formats.map((format) => format.toUpperCase()).join(", "))}
        {row(t("dashboard.documents.maxSize"), megabytes[r.maxMegabytes] ?? String(r.maxMegabytes))}
        {row(t("dashboard.documents.colour"), t(`dashboard.documents.colourValues.${r.colour}`))}
        {r.translation && row(t("dashboard.documents.translation"), t("dashboard.documents.translationNeeded"))}
        {r.apostille === "when-issued-abroad" &&
          row(t("dashboard.documents.apostille"), t("dashboard.documents.apostilleNeeded"))}
        {r.processingTime && row(t("dashboard.documents.processingTime"), r.processingTime)}
      </dl>
      {r.tips.length > 0 && (
        <>
          <p className="mt-2 text-sm font-medium text-slate-700">{t("dashboard.documents.tips")}</p>
          <ul className="list-disc ps-5 text-sm text-slate-900">
            {r.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
      {r.requiredForms.length > 0 && (
        <>
          <p className="mt-2 text-sm font-medium text-slate-700">{t("dashboard.documents.forms")}</p>
          <ul className="list-disc ps-5 text-sm">
            {r.requiredForms.map((form) => (
              <li key={form.url}>
                <a
                  href={form.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-700 underline underline-offset-2"
                >
                  {form.label}
                  <span className="sr-only"> {t("a11y.externalLink")}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
