import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { type DocumentStatus, documentStatuses } from "../../core/case/document-status.ts";
import { priorities } from "../../core/case/journey.ts";
import { numberFormat } from "../../core/intl-formats.ts";
import { isolateFor } from "../../core/languages.ts";
import { maxUploadMegabytes } from "../../core/uploads.ts";
import { dashboardCase } from "../features/dashboard/dashboard-case.server.ts";
import { DashboardShell } from "../features/dashboard/dashboard-shell.tsx";
import { dashboardNav, dashboardPaths, documentItem } from "../features/dashboard/dashboard-view.server.ts";
import { DocumentCard } from "../features/dashboard/document-card.tsx";
import { documentEventAction } from "../features/dashboard/document-event-action.server.ts";
import { DocumentStatusOverview } from "../features/dashboard/document-status-overview.tsx";
import { FileCarousel } from "../features/dashboard/file-carousel.tsx";
import { FormNotice } from "../features/dashboard/form-notice.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { caseFormats } from "../lib/dashboard-formats.server.ts";
import { refusalFor } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard-documents";

export async function loader({ context, url }: Route.LoaderArgs) {
  const found = await dashboardCase(context);
  if (found.kind === "none") throw redirect(keepLanguage(dashboardPaths.overview, url));
  const { t } = getI18n(context);
  const language = getLocale(context);
  const format = caseFormats(language, found.now);
  const { view } = found;
  const counts = Object.fromEntries(documentStatuses.map((status) => [status, 0])) as Record<DocumentStatus, number>;
  for (const document of view.documents) counts[document.status] += 1;
  // A withdrawn request ("not requested") is counted above but is no longer the client's business.
  // The cards keep one order (priority, then request date) whatever their status: a card must not
  // jump away from under the person who has just uploaded to it.
  const documents = view.documents
    .filter((document) => document.status !== "not_requested")
    .toSorted(
      (a, b) =>
        priorities.indexOf(a.priority) - priorities.indexOf(b.priority) ||
        a.requestedAt.localeCompare(b.requestedAt) ||
        a.id.localeCompare(b.id),
    )
    .map((document) => documentItem(view, document, language, format));
  const submittedId = url.searchParams.get("submitted");
  const submitted = documents.find((document) => document.id === submittedId);
  return {
    seo: accountPageSeo(
      context,
      dashboardPaths.documents,
      t("dashboard.pageTitles.documents"),
      t("dashboard.metaDescription"),
    ),
    nav: dashboardNav("documents", url, view.unreadMessages),
    planName: view.name,
    counts,
    documents,
    files: documents.flatMap((document) => document.files),
    uploadMaxText: numberFormat(language, { style: "unit", unit: "megabyte", unitDisplay: "short" }).format(
      maxUploadMegabytes,
    ),
    notice: submitted ? t("dashboard.documents.submitted", { title: isolateFor(language)(submitted.title) }) : null,
    action: keepLanguage(dashboardPaths.documents, url),
  };
}

/** "Send for review": the one document move that is the client's (the team reviews). */
export async function action({ request, context }: Route.ActionArgs) {
  return documentEventAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * /dashboard/documents: the status overview, every requested document with its
 * requirements, feedback, files, upload and "Send for review", and a carousel of all the files.
 */
export default function DashboardDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { nav, documents } = loaderData;
  return (
    <DashboardShell nav={nav} title={t("dashboard.pageTitles.documents")} eyebrow={loaderData.planName}>
      <p className="max-w-3xl text-slate-700">{t("dashboard.documents.intro")}</p>
      <noscript>
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {t("dashboard.documents.noscript")}
        </p>
      </noscript>
      <FormNotice
        notice={loaderData.notice}
        refusal={actionData && !documents.some((item) => item.id === actionData.target) ? actionData.message : null}
      />
      <div className="mt-6">
        <DocumentStatusOverview counts={loaderData.counts} />
      </div>
      {loaderData.files.length > 0 && (
        <div className="mt-8">
          <FileCarousel files={loaderData.files} />
        </div>
      )}
      <section aria-labelledby="documents-heading" className="mt-8">
        <h2 id="documents-heading" className="text-xl font-bold text-brand-900">
          {t("dashboard.documents.listTitle")}
        </h2>
        {documents.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            {t("dashboard.documents.none")}
          </p>
        ) : (
          <div className="mt-3 grid gap-5">
            {documents.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                uploadMaxText={loaderData.uploadMaxText}
                action={loaderData.action}
                refusal={refusalFor(actionData, "document-event", document.id)?.message ?? null}
              />
            ))}
          </div>
        )}
      </section>
    </DashboardShell>
  );
}
