import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { consultationStatuses } from "../../core/back-office/consultation-status.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { labelledControlClasses } from "../components/ui/form-field.tsx";
import { Link } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { BackOfficeNotices } from "../features/admin/back-office-notices.tsx";
import { consultationAction } from "../features/admin/consultation-actions.server.ts";
import { consultationPage } from "../features/admin/consultation-page.server.ts";
import { TimeZoneNote } from "../features/admin/time-zone-note.tsx";
import { type FormRefusal, refusalFor } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-consultation";

/** /admin/consultations/:id: one request, its status, the team's notes and replies. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return consultationPage(context, url, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** Status, note and reply: each its own plain form, through the admin API's use cases (audited). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return consultationAction(request, context, params.id);
}

export default function AdminConsultation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { request, done } = loaderData;
  const [status, note, reply] = (["status", "note", "reply"] as const).map((intent) => refusalFor(actionData, intent));
  const refusalLine = (intent: string, refusal: FormRefusal | undefined) =>
    refusal ? (
      <p id={`${intent}-error`} role="alert" className="mt-2 font-semibold text-red-800">
        {t("backOffice.refused")} {refusal.message}
      </p>
    ) : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <Link to={keepLanguage("/admin/consultations", location)} className="text-brand-700 underline underline-offset-2">
        {t("backOffice.consultation.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{request.name ?? request.email}</h1>
      <p className="mt-2 text-slate-700">
        {t("backOffice.consultation.received", { date: request.received })} ·{" "}
        {t(`backOffice.consultationStatus.${request.status}`)}
      </p>
      <TimeZoneNote />
      <BackOfficeNotices done={done ? t(`backOffice.consultation.done.${done}`) : null} />

      <section aria-labelledby="details" className="mt-8">
        <h2 id="details" className="text-xl font-bold text-brand-900">
          {t("backOffice.consultation.details")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("backOffice.consultation.email")}</dt>
          <dd dir="ltr" className="text-start">
            {request.email}
          </dd>
          <dt className="font-semibold">{t("backOffice.consultation.phone")}</dt>
          <dd dir="ltr" className="text-start">
            {request.phone ?? t("backOffice.consultation.noPhone")}
          </dd>
          <dt className="font-semibold">{t("backOffice.consultation.country")}</dt>
          <dd>{request.country}</dd>
          <dt className="font-semibold">{t("backOffice.consultation.language")}</dt>
          <dd>{t(`backOffice.languages.${request.answerIn}`)}</dd>
          <dt className="font-semibold">{t("backOffice.consultation.message")}</dt>
          <dd className="whitespace-pre-line">{request.message}</dd>
        </dl>
      </section>

      <section aria-labelledby="status-heading" className="mt-10">
        <h2 id="status-heading" className="text-xl font-bold text-brand-900">
          {t("backOffice.consultation.statusLegend")}
        </h2>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="status" />
          <label className="block text-sm font-semibold text-slate-800">
            {t("backOffice.consultation.statusLegend")}
            <select name="status" defaultValue={request.status} className={labelledControlClasses}>
              {consultationStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`backOffice.consultationStatus.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClasses("secondary")}>
            {t("backOffice.consultation.saveStatus")}
          </button>
        </Form>
        {refusalLine("status", status)}
      </section>

      <section aria-labelledby="notes-heading" className="mt-10">
        <h2 id="notes-heading" className="text-xl font-bold text-brand-900">
          {t("backOffice.consultation.notes")}
        </h2>
        {request.notes.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("backOffice.consultation.noNotes")}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {request.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 p-4">
                <p className="text-sm font-semibold text-slate-700">
                  {t(note.kind === "reply" ? "backOffice.consultation.replyBy" : "backOffice.consultation.noteBy", {
                    name: note.author.name ?? "—",
                    date: note.at,
                  })}
                </p>
                <p className="mt-2 whitespace-pre-line">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        {/* Keyed by the number of notes: after a note or reply is saved the forms start empty again. */}
        <Form method="post" className="mt-6" key={`note-${request.notes.length}`}>
          <input type="hidden" name="intent" value="note" />
          <label className="block font-semibold text-slate-800" htmlFor="note-body">
            {t("backOffice.consultation.addNote")}
          </label>
          <textarea
            id="note-body"
            name="body"
            rows={3}
            className={labelledControlClasses}
            defaultValue={note?.values.body ?? ""}
            aria-describedby={note ? "note-error" : undefined}
          />
          {refusalLine("note", note)}
          <button type="submit" className={`${buttonClasses("secondary")} mt-3`}>
            {t("backOffice.consultation.saveNote")}
          </button>
        </Form>
        <Form method="post" className="mt-8" key={`reply-${request.notes.length}`}>
          <input type="hidden" name="intent" value="reply" />
          <label className="block font-semibold text-slate-800" htmlFor="reply-body">
            {t("backOffice.consultation.reply", { language: t(`backOffice.languages.${request.answerIn}`) })}
          </label>
          <textarea
            id="reply-body"
            name="body"
            rows={6}
            lang={request.answerIn}
            dir={request.answerIn === "ar" ? "rtl" : "ltr"}
            className={labelledControlClasses}
            defaultValue={reply?.values.body ?? ""}
            aria-describedby={reply ? "reply-error" : undefined}
          />
          {refusalLine("reply", reply)}
          <button type="submit" className={`${buttonClasses("primary")} mt-3`}>
            {t("backOffice.consultation.sendReply")}
          </button>
        </Form>
      </section>
    </div>
  );
}
