import type { Figure } from "./resolve-figures.ts";

/** The figures read on one source page (or one basis of our estimates), with the latest check. */
export type SourceGroup = {
  url?: string;
  publisher?: string;
  basis?: string;
  /** The most recent check of the figures read on this source. */
  checkedOn: string;
  /** That check as the page shows it (the figure's `checkedOnText`). */
  checkedOnText: string;
  figures: Figure[];
};

/**
 * One entry per source page (deduplicated by URL), so thirteen figures do not make thirteen
 * entries: the site's sources list and the PDF guide's both group them this way.
 */
export function groupBySource(figures: Figure[]): SourceGroup[] {
  const groups = new Map<string, SourceGroup>();
  for (const figure of figures) {
    const key = figure.sourceUrl ?? `basis:${figure.basis ?? figure.key}`;
    const group = groups.get(key);
    if (group) {
      group.figures.push(figure);
      if (figure.checkedOn > group.checkedOn) {
        group.checkedOn = figure.checkedOn;
        group.checkedOnText = figure.checkedOnText;
      }
    } else {
      groups.set(key, {
        url: figure.sourceUrl,
        publisher: figure.publisher,
        basis: figure.basis,
        checkedOn: figure.checkedOn,
        checkedOnText: figure.checkedOnText,
        figures: [figure],
      });
    }
  }
  return [...groups.values()];
}
