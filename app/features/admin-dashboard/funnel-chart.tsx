import { useTranslation } from "react-i18next";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { FunnelRow } from "../../../server/modules/analytics/dashboard-figures.ts";
import { type BarGroup, ChartFigure } from "../../components/ui/bar-chart.tsx";

/**
 * The funnel as the cities' server-drawn bar chart (one bar per step) and, below it, the same
 * figures as a table, which screen readers and printers read instead of the image.
 */
export function FunnelChart({ funnel, period }: { funnel: FunnelRow[]; period: string }) {
  const { t, i18n } = useTranslation();
  const count = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const label = (row: FunnelRow) => t(`adminDashboard.steps.${row.step}`);
  const group: BarGroup = {
    key: "funnel",
    label: t("adminDashboard.funnelTitle"),
    max: Math.max(1, ...funnel.map((row) => row.count)),
    rows: funnel.map((row) => ({
      key: row.step,
      label: label(row),
      value: row.count,
      valueText: count.format(row.count),
    })),
  };
  return (
    <>
      <ChartFigure
        caption={t("adminDashboard.chartTitle", { period })}
        note={t("adminDashboard.funnelNote")}
        groups={[group]}
      />
      <table className="mt-6 w-full max-w-3xl border-collapse text-start text-sm">
        <caption className="mb-2 text-start font-semibold text-slate-900">
          {t("adminDashboard.table.caption", { period })}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pe-4 text-start">
              {t("adminDashboard.table.step")}
            </th>
            <th scope="col" className="py-2 pe-4 text-end">
              {t("adminDashboard.table.count")}
            </th>
            <th scope="col" className="py-2 text-end">
              {t("adminDashboard.table.conversion")}
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.map((row) => (
            <tr key={row.step} className="border-b border-slate-200" data-step={row.step}>
              <th scope="row" className="py-2 pe-4 text-start font-medium">
                {label(row)}
              </th>
              <td className="py-2 pe-4 text-end tabular-nums">{count.format(row.count)}</td>
              <td className="py-2 text-end tabular-nums">
                {row.conversion === null ? t("adminDashboard.table.none") : percent.format(row.conversion)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
