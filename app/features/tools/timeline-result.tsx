import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import { TimelineChart } from "./timeline-chart.tsx";
import type { TimelineResultView } from "./timeline-view.server.ts";

const statusTones = {
  scheduled: "border-brand-200 bg-brand-50 text-brand-900",
  "on-track": "border-emerald-200 bg-emerald-50 text-emerald-900",
  tight: "border-amber-200 bg-amber-50 text-amber-900",
  "too-late": "border-red-200 bg-red-50 text-red-900",
} as const;

/** The timeline: where the plan stands, the key dates, the chart and the same phases as a table. */
export function TimelineResult({
  result,
  details,
  rtl,
}: {
  result: TimelineResultView;
  details: string | null;
  rtl: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="timeline-result" className="grid gap-6" data-timeline-result={result.status}>
      <div>
        <h2 id="timeline-result" className="text-2xl font-bold text-brand-900">
          {t("tools.timeline.resultTitle")}
        </h2>
        {details && <p className="mt-1 text-slate-700">{details}</p>}
      </div>
      <p className={`rounded-xl border p-4 font-medium ${statusTones[result.status]}`} data-status={result.status}>
        {result.statusText}
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-date="arrival">
          <dt className="text-sm text-slate-700">{t("tools.timeline.arrival")}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900">{result.arrival}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200" data-date="completion">
          <dt className="text-sm text-brand-900">{t("tools.timeline.completion")}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-900">{result.completion}</dd>
          <dd className="text-xs text-slate-600">{t("tools.timeline.completionNote")}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-date="validation">
          <dt className="text-sm text-slate-700">{t("tools.timeline.validationDeadline")}</dt>
          <dd className="mt-1 text-lg font-bold text-slate-900">{result.validationDeadline}</dd>
        </div>
      </dl>
      <figure className="grid gap-2">
        <TimelineChart result={result} rtl={rtl} />
        <figcaption className="text-sm text-slate-600">{t("tools.timeline.chartDescription")}</figcaption>
      </figure>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="mb-2 text-start font-semibold text-slate-800">{t("tools.timeline.tableCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t("tools.timeline.phase")}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("tools.timeline.from")}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t("tools.timeline.to")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.phases.map((phase) => (
              <tr key={phase.id} className="border-b border-slate-200 align-top" data-phase-row={phase.id}>
                <th scope="row" className="py-2 pe-3 text-start">
                  <span className="font-semibold text-slate-900">{t(`tools.timeline.phases.${phase.id}`)}</span>
                  <span className="mt-0.5 block font-normal text-slate-600">{phase.detail}</span>
                </th>
                <td className="px-3 py-2 whitespace-nowrap">{phase.start}</td>
                <td className="px-3 py-2 whitespace-nowrap">{phase.end}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        {result.processingSource}{" "}
        <Link to={result.visaHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {result.visaName}
        </Link>
      </p>
    </section>
  );
}
