import { useTranslation } from "react-i18next";
import { type DocumentStatus, documentStatuses } from "../../../core/case/document-status.ts";
import { documentColours } from "./status-badges.tsx";

/**
 * How many documents stand at each of the nine statuses, all nine always
 * listed in the machine's order so the same status is always in the same place; the empty ones
 * are dimmed.
 */
export function DocumentStatusOverview({ counts }: { counts: Record<DocumentStatus, number> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="status-overview-heading">
      <h2 id="status-overview-heading" className="text-xl font-bold text-brand-900">
        {t("dashboard.documents.overviewTitle")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-9" data-testid="status-overview">
        {documentStatuses.map((status) => (
          <div
            key={status}
            data-status={status}
            className={`flex flex-col-reverse rounded-xl border p-3 ${
              counts[status] > 0 ? "border-slate-200 bg-white" : "border-dashed border-slate-200 bg-slate-50"
            }`}
          >
            <dt className="mt-1">
              <span
                className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${documentColours[status]}`}
              >
                {t(`dashboard.documentStatuses.${status}`)}
              </span>
            </dt>
            <dd
              className={`text-2xl font-bold tabular-nums ${counts[status] > 0 ? "text-brand-900" : "text-slate-600"}`}
            >
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
