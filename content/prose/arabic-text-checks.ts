import { splitProse, tokensIn } from "./prose-tokens.ts";

/*
 * What the content tests hold an Arabic text to (ADR 0086), in one place: the checks of the
 * pages, the checklist, the document templates and the blog read the same words the same way.
 * The in-browser audit (scripts/i18n/page-language-audit.ts) runs inside the page and keeps its
 * own copy of `latinPhrase`, held equal to this one by tests/unit/page-language-audit.test.ts.
 */

/** The figure tokens of a text, sorted: an Arabic string must hold the same as its English. */
export const figureTokens = (text: string): string[] => [...tokensIn(text).keys()].sort();

/** Prose with tokens, terms and web addresses taken out: the words read in the page's language. */
export const ownWords = (text: string): string =>
  splitProse(text)
    .filter((part) => typeof part === "string")
    .join(" ")
    .replace(/https?:\/\/\S+/g, "");

const arabicLetters = (text: string) => text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
const latinLetters = (text: string) => text.match(/\p{Script=Latin}/gu)?.length ?? 0;

/** The share of Arabic letters among the letters of the texts' own words, in percent to one decimal. */
export function arabicShare(texts: readonly string[]): number {
  const words = texts.map(ownWords).join(" ");
  const share = arabicLetters(words) / Math.max(1, arabicLetters(words) + latinLetters(words));
  return Math.round(share * 1000) / 10;
}

/** Three Latin words in a row (acronyms and site names are one or two): English or French left unmarked. */
export const latinPhrase = /\p{Script=Latin}[\p{Script=Latin}'’.-]*(?:\s+\p{Script=Latin}[\p{Script=Latin}'’.-]*){2,}/u;

/** The first unmarked Latin phrase of a text's own words, or null. */
export function unmarkedLatinPhrase(text: string): string | null {
  return latinPhrase.exec(ownWords(text))?.[0] ?? null;
}

/** Western and Arabic-Indic digits alike: a figure typed by hand instead of a token. */
export const anyDigit = /[0-9٠-٩۰-۹]/;
