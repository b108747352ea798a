import { useTranslation } from "react-i18next";
import type { DocumentStatus } from "../../../core/case/document-status.ts";
import type { Priority } from "../../../core/case/journey.ts";
import { Link } from "../../components/ui/link.tsx";
import { Card } from "./dashboard-shell.tsx";
import { DocumentStatusBadge, PriorityBadge } from "./status-badges.tsx";

export type DocumentToAct = {
  id: string;
  title: string;
  status: DocumentStatus;
  priority: Priority;
  dueText: string | null;
  href: string;
};

/** Documents waiting on the client (requested, required, rejected, expired), each a link to its card. */
export function NeedsAction({ documents, allHref }: { documents: DocumentToAct[]; allHref: string }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t("dashboard.needAction.title")}
      headingId="need-action-heading"
      action={
        <Link to={allHref} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {t("dashboard.needAction.all")}
        </Link>
      }
    >
      {documents.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("dashboard.needAction.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">
                    <bdi>{document.title}</bdi>
                  </h3>
                  <DocumentStatusBadge status={document.status} />
                  <PriorityBadge priority={document.priority} />
                </div>
                {document.dueText && (
                  <p className="mt-1 text-sm text-slate-700">{t("dashboard.dates.due", { date: document.dueText })}</p>
                )}
              </div>
              <Link
                to={document.href}
                aria-label={t("dashboard.named", { action: t("dashboard.needAction.open"), name: document.title })}
                className="inline-flex min-h-10 items-center rounded-lg border border-brand-200 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t("dashboard.needAction.open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
