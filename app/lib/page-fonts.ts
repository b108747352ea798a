import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import arabicSubsetUrl from "../assets/fonts/noto-sans-arabic-subset.woff2?url";

/**
 * A font file a page preloads, with what makes the browser use it: the family the stylesheet
 * declares it under and one character in its unicode-range.
 */
export type PageFont = { href: string; family: string; probe: string };

/** Inter's Latin subset: every page in every language (Arabic pages show Latin too). */
export const latinFont: PageFont = { href: interLatinUrl, family: "Inter Variable", probe: "a" };

/** The Arabic subset (ADR 0047): Arabic pages. */
export const arabicFont: PageFont = { href: arabicSubsetUrl, family: "Noto Sans Arabic Variable", probe: "\u0627" };

export const pageFonts: readonly PageFont[] = [latinFont, arabicFont];
