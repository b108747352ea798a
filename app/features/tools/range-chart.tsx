import type { MoneyRange } from "../../../core/calculators/money-range.ts";

/**
 * A horizontal range chart drawn as SVG on the server: one row per item, a bar from its low to its
 * high estimate and a mark at the typical value. No chart library and no script: the page's table
 * gives the same figures in text (screen readers, print). Right-to-left pages get the mirror image.
 */
export type RangeChartRow = { key: string; label: string; typical: string; values: MoneyRange };

const width = 640;
/** Labels take the first 200 units; the bars the rest. */
const barStart = 210;
const barWidth = width - barStart - 10;
const rowHeight = 48;

export function RangeChart({
  rows,
  title,
  description,
  id,
  rtl,
}: {
  rows: RangeChartRow[];
  title: string;
  description: string;
  id: string;
  rtl: boolean;
}) {
  const max = Math.max(1, ...rows.map((row) => row.values.high));
  const scale = barWidth / max;
  const height = rows.length * rowHeight + 8;
  // Mirrors a box starting at x of width w for right-to-left pages.
  const x = (start: number, w = 0) => (rtl ? width - start - w : start);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {rows.map((row, index) => {
        const y = index * rowHeight + 8;
        const low = barStart + row.values.low * scale;
        const span = Math.max(2, (row.values.high - row.values.low) * scale);
        const typical = barStart + row.values.typical * scale;
        return (
          <g key={row.key}>
            <text
              x={x(0)}
              y={y + 16}
              textAnchor="start"
              direction={rtl ? "rtl" : "ltr"}
              className="fill-slate-800 text-[13px] font-medium"
            >
              {row.label}
            </text>
            <text
              x={x(0)}
              y={y + 34}
              textAnchor="start"
              direction={rtl ? "rtl" : "ltr"}
              className="fill-slate-600 text-[12px]"
            >
              {row.typical}
            </text>
            <rect x={x(low, span)} y={y + 14} width={span} height={14} rx={3} className="fill-brand-200" />
            <rect x={x(typical - 2, 4)} y={y + 9} width={4} height={24} rx={1} className="fill-brand-800" />
          </g>
        );
      })}
      <line x1={x(barStart)} x2={x(barStart)} y1={4} y2={height - 4} className="stroke-slate-300" strokeWidth={1} />
    </svg>
  );
}
