import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import { guideChapterTitles } from "./guide-document.ts";

export type GuideContentsEntry = { title: string; entries: string[] };

/**
 * The full guide's contents as text, for /pdf-guide beside the page previews (ADR 0075): the same
 * titles the PDF's contents page prints, so the page says in words what the images show. Building
 * them builds every chapter (tens of milliseconds): kept per language for the Paris day, as the
 * PDF service keeps its content version (figures in force change at midnight, ADR 0057).
 */
const kept = new Map<Language, { day: string; contents: GuideContentsEntry[] }>();

export function fullGuideContents(language: Language): GuideContentsEntry[] {
  const day = parisDate();
  const held = kept.get(language);
  if (held?.day === day) return held.contents;
  const contents = guideChapterTitles("full", language);
  kept.set(language, { day, contents });
  return contents;
}
