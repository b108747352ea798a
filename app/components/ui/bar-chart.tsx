import { useId } from "react";
import { useTranslation } from "react-i18next";

/** One bar: a city's value in one group, with its usual range when it has one (costs). */
export type BarRow = { key: string; label: string; value: number; low?: number; high?: number; valueText: string };
/** One metric: its bars share a scale from zero to `max`. */
export type BarGroup = { key: string; label: string; max: number; rows: BarRow[] };

// Layout in SVG units. The chart scales with its column, from about 0.85 px a unit on a phone to
// 1.1 on a desktop (its width is capped), so 14 units of text stay between 12 and 16 pixels.
const width = 400;
const labelWidth = 88;
const valueWidth = 72;
const gap = 8;
const barStart = labelWidth + gap;
const barSpan = width - labelWidth - valueWidth - 2 * gap;
const groupHeading = 26;
const groupGap = 10;
const barHeight = 14;

// Contrast on white (WCAG 1.4.11, 1.4.3): bars 6.9:1, range lines 10:1, text ≥ 10:1.
const colours = { bar: "#1f5a9e", range: "#334155", text: "#0f172a", label: "#334155", axis: "#64748b" };

/**
 * A horizontal bar chart as plain server-rendered SVG (ADR 0030): one group per metric, one bar
 * per city, the usual low–high range as a line under the bar. Right-to-left pages get it
 * mirrored (names on the right, bars growing leftwards) by computing the coordinates, never by
 * flipping the text. The chart is an image with a title and a description; its numbers are in
 * the table the page puts next to it, which screen readers and printers read instead.
 */
export function BarChart({ title, description, groups }: { title: string; description: string; groups: BarGroup[] }) {
  const { i18n } = useTranslation();
  const id = useId();
  const rtl = i18n.dir(i18n.language) === "rtl";
  const hasRanges = groups.some((group) => group.rows.some((row) => row.low !== undefined));
  const rowHeight = hasRanges ? 32 : 24;
  // x of a left-to-right layout, mirrored on right-to-left pages; anchors swap with it.
  const x = (value: number) => (rtl ? width - value : value);
  const anchor = (side: "start" | "end") => (rtl === (side === "start") ? "end" : "start");

  let y = 0;
  const drawn = groups.map((group) => {
    const top = y;
    y += groupHeading + group.rows.length * rowHeight + groupGap;
    const scale = (value: number) => (group.max > 0 ? (barSpan * Math.min(value, group.max)) / group.max : 0);
    return (
      <g key={group.key} data-group={group.key}>
        <text x={x(0)} y={top + 17} textAnchor={anchor("start")} fontSize={15} fontWeight={700} fill={colours.text}>
          {group.label}
        </text>
        <line
          x1={x(barStart)}
          x2={x(barStart)}
          y1={top + groupHeading - 2}
          y2={top + groupHeading + group.rows.length * rowHeight - 4}
          stroke={colours.axis}
          strokeWidth={1}
        />
        {group.rows.map((row, index) => {
          const rowTop = top + groupHeading + index * rowHeight;
          const length = scale(row.value);
          return (
            <g key={row.key}>
              <text x={x(labelWidth)} y={rowTop + 13} textAnchor={anchor("end")} fontSize={14} fill={colours.label}>
                {row.label}
              </text>
              <rect
                x={rtl ? width - barStart - length : barStart}
                y={rowTop + 2}
                width={length}
                height={barHeight}
                fill={colours.bar}
              />
              {row.low !== undefined && row.high !== undefined && (
                <g stroke={colours.range} strokeWidth={1.5}>
                  <line
                    x1={x(barStart + scale(row.low))}
                    x2={x(barStart + scale(row.high))}
                    y1={rowTop + 24}
                    y2={rowTop + 24}
                  />
                  <line
                    x1={x(barStart + scale(row.low))}
                    x2={x(barStart + scale(row.low))}
                    y1={rowTop + 20}
                    y2={rowTop + 28}
                  />
                  <line
                    x1={x(barStart + scale(row.high))}
                    x2={x(barStart + scale(row.high))}
                    y1={rowTop + 20}
                    y2={rowTop + 28}
                  />
                </g>
              )}
              <text
                x={x(width - valueWidth)}
                y={rowTop + 13}
                textAnchor={anchor("start")}
                fontSize={14}
                fontWeight={600}
                fill={colours.text}
              >
                {row.valueText}
              </text>
            </g>
          );
        })}
      </g>
    );
  });

  return (
    <svg
      viewBox={`0 0 ${width} ${Math.max(y - groupGap, 1)}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full max-w-md"
      style={{ direction: "ltr" }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {drawn}
    </svg>
  );
}

/**
 * A chart as the comparison shows it: a figure with its caption and a note on how to read it,
 * then the chart (whose title defaults to the caption).
 */
export function ChartFigure({
  caption,
  note,
  title = caption,
  groups,
}: {
  caption: string;
  note: string;
  title?: string;
  groups: BarGroup[];
}) {
  return (
    <figure className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid">
      <figcaption className="font-semibold text-slate-900">{caption}</figcaption>
      <p className="mt-1 text-sm text-slate-700">{note}</p>
      <div className="mt-3">
        <BarChart title={title} description={note} groups={groups} />
      </div>
    </figure>
  );
}
