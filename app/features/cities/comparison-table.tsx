import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { CityId } from "../../../content/cities/city-types.ts";

export const cellClasses = "px-3 py-2.5 text-start align-top";

/**
 * The cities side by side: one column per city, one row per metric (a row header), a visible
 * caption. It is also the text equivalent of the chart above it, so it is never hidden: screen
 * readers, narrow screens (it scrolls sideways) and printers get every number from here.
 */
export function ComparisonTable({
  caption,
  metricHeader,
  cities,
  cityHeaderExtra,
  children,
}: {
  caption: string;
  metricHeader: string;
  cities: readonly CityId[];
  cityHeaderExtra?: (id: CityId) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    // A region that can take focus: on a phone the table scrolls sideways, and keyboard users
    // must be able to scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs to take focus
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white print:overflow-visible"
    >
      <table className="w-full text-sm">
        <caption id={captionId} className="px-3 pt-3 text-start font-semibold text-slate-900">
          {caption}
        </caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className={`${cellClasses} font-semibold`}>
              {metricHeader}
            </th>
            {cities.map((id) => (
              <th key={id} scope="col" className={`${cellClasses} font-semibold text-slate-900`}>
                {t(`cities.names.${id}`)}
                {cityHeaderExtra?.(id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  );
}

/** The mark of a row's best value: a word and a tinted cell, never the colour alone. */
export function BestMark({ kind }: { kind: "lowest" | "highest" }) {
  const { t } = useTranslation();
  return (
    <span className="ms-2 inline-block rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      {t(kind === "lowest" ? "cities.best.lowest" : "cities.best.highest")}
    </span>
  );
}

export function bestCellClasses(best: boolean): string {
  return best ? `${cellClasses} bg-emerald-50 font-semibold text-slate-900` : `${cellClasses} text-slate-800`;
}
