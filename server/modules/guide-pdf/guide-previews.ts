import { guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import type { Language } from "../../../core/languages.ts";
import { type SplitSvg, splitTypstSvg, standalonePageSvg } from "./svg-pages.ts";

/**
 * The full guide's pages that /pdf-guide shows (ADR 0075): its cover, its contents, and two sample
 * pages — the first of the visa chapters and the first of the checklist — so a reader sees what
 * they buy, printed by the very pipeline that prints the PDF.
 */
export const previewPages = ["cover", "contents", "visas", "checklist"] as const;
export type PreviewPage = (typeof previewPages)[number];

export function isPreviewPage(value: string | undefined): value is PreviewPage {
  return (previewPages as readonly string[]).includes(value ?? "");
}

/**
 * Bump when svg-pages.ts or the choice of pages changes what a preview holds: previews are kept
 * on disk under the guide's content version, which cannot see this code.
 */
export const previewFormat = "1";

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Whether a page starts with this title. Compared as words, in any order, among the page's first
 * words: Typst's selection layer gives Arabic words in the order they are drawn (right to left,
 * one run each), not in reading order.
 */
function startsWithTitle(pageText: string, title: string): boolean {
  const wanted = words(title);
  const first = words(pageText).slice(0, wanted.length + 2);
  return wanted.every((word) => {
    const at = first.indexOf(word);
    if (at === -1) return false;
    first.splice(at, 1);
    return true;
  });
}

/** The first page after `after` whose text starts with this title, or -1. */
export function pageStartingWith(split: SplitSvg, title: string, after: number): number {
  return split.pages.findIndex((page, at) => at > after && startsWithTitle(page.text, title));
}

/**
 * The index of each preview page in the full guide, found by its title in the pages' text rather
 * than by fixed numbers (a content change moves them): the contents is the first page whose text
 * starts with its title, each chapter the first page after the contents starting with its own.
 */
export function previewPageIndexes(split: SplitSvg, language: Language): Record<PreviewPage, number> {
  const texts = guideTexts[language];
  const find = (title: string, after: number) => {
    const index = pageStartingWith(split, title, after);
    if (index === -1) throw new Error(`Guide preview (${language}): no page starts with "${title}"`);
    return index;
  };
  const contents = find(texts.contents, 0);
  return {
    cover: 0,
    contents,
    visas: find(texts.visaChapters.title, contents),
    checklist: find(texts.checklist.title, contents),
  };
}

/** The four previews of a full guide, each a standalone SVG of one page, from Typst's SVG of the whole guide. */
export function guidePreviewsFromSvg(svg: string, language: Language): Record<PreviewPage, string> {
  const split = splitTypstSvg(svg);
  const indexes = previewPageIndexes(split, language);
  return Object.fromEntries(previewPages.map((page) => [page, standalonePageSvg(split, indexes[page])])) as Record<
    PreviewPage,
    string
  >;
}
