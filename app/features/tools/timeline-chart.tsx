import { useTranslation } from "react-i18next";
import type { TimelineResultView } from "./timeline-view.server.ts";

/**
 * The phases on a calendar, drawn as SVG on the server: one bar per phase along a scale of months,
 * the same dates as the table after it. Right-to-left pages get the mirror image (time runs from
 * right to left, as their reading does).
 */
const width = 640;
const barStart = 190;
const barWidth = width - barStart - 10;
const rowHeight = 36;
const top = 26;

export function TimelineChart({ result, rtl }: { result: TimelineResultView; rtl: boolean }) {
  const { t } = useTranslation();
  const scale = barWidth / result.totalDays;
  const height = top + result.phases.length * rowHeight + 6;
  const x = (start: number, w = 0) => (rtl ? width - start - w : start);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="timeline-chart-title timeline-chart-desc"
      className="h-auto w-full max-w-3xl"
    >
      <title id="timeline-chart-title">{t("tools.timeline.chartTitle")}</title>
      <desc id="timeline-chart-desc">{t("tools.timeline.chartDescription")}</desc>
      {result.ticks.map((tick) => {
        const at = barStart + tick.offset * scale;
        return (
          <g key={`${tick.offset}`}>
            <line x1={x(at)} x2={x(at)} y1={top - 6} y2={height - 4} className="stroke-slate-200" strokeWidth={1} />
            <text x={x(at)} y={14} textAnchor="middle" className="fill-slate-600 text-[11px]">
              {tick.label}
            </text>
          </g>
        );
      })}
      {result.phases.map((phase, index) => {
        const y = top + index * rowHeight;
        const start = barStart + phase.offset * scale;
        const span = Math.max(3, phase.length * scale);
        return (
          <g key={phase.id} data-phase={phase.id}>
            <text
              x={x(0)}
              y={y + 18}
              textAnchor="start"
              direction={rtl ? "rtl" : "ltr"}
              className="fill-slate-800 text-[13px] font-medium"
            >
              {t(`tools.timeline.phases.${phase.id}`)}
            </text>
            <rect
              x={x(start, span)}
              y={y + 6}
              width={span}
              height={18}
              rx={4}
              className={phase.id === "decision" ? "fill-brand-700" : "fill-brand-200"}
            />
          </g>
        );
      })}
    </svg>
  );
}
