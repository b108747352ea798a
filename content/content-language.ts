import { type Language, textDirection } from "../core/languages.ts";

/**
 * A text of the site's content in each language (ADR 0086): English and French always, Arabic
 * once it is translated. Where a kind of content has no Arabic yet, `textLanguageOf` says so and
 * the page marks the English it shows instead (`textAttributes`), never mixing the two inside a
 * sentence.
 */
export type Translated<T> = { en: T; fr: T; ar?: T };

/**
 * The one fallback rule: the reader's language when the text exists in it, otherwise English.
 * French readers always have French; an Arabic reader gets English, marked, where Arabic is missing.
 */
export function textLanguageOf(texts: Translated<unknown>, language: Language): Language {
  return texts[language] === undefined ? "en" : language;
}

/** The text in the reader's language, or its English fallback (see `textLanguageOf`). */
export function translatedText<T>(texts: Translated<T>, language: Language): T {
  return texts[textLanguageOf(texts, language)] ?? texts.en;
}

/**
 * One language for texts shown together (a checklist, a comparison panel, a document request):
 * the reader's when every one of them has it, otherwise the fallback for all of them, so a list
 * or a table never mixes two languages.
 */
export function sharedTextLanguage(texts: readonly Translated<unknown>[], language: Language): Language {
  return texts.every((text) => textLanguageOf(text, language) === language) ? language : contentLanguage(language);
}

/**
 * For content kinds not yet translated into Arabic (typed `{ en; fr }`): French readers get
 * French, everyone else English. Kinds move to `Translated` and `textLanguageOf` as they are
 * translated.
 */
export function contentLanguage(language: Language): "en" | "fr" {
  return language === "fr" ? "fr" : "en";
}

export type TextAttributes = { lang?: Language; dir?: "ltr" | "rtl" };

/**
 * The `lang` and `dir` of a block written in `textLanguage` on a page in `pageLanguage` (ADR 0027).
 * Nothing when they agree. Otherwise both: an English paragraph on an Arabic page inherits
 * `dir="rtl"`, and the bidi algorithm then moves its full stops, brackets and figures to the wrong
 * end ("(B1 level)." shows as ".(B1 level"); `lang` alone would not stop that, and screen readers
 * need `lang` to pronounce the words. Only the fallback text is marked, so the page's own headings
 * and labels around it keep the page's language.
 */
export function textAttributes(textLanguage: Language, pageLanguage: string): TextAttributes {
  return textLanguage === pageLanguage ? {} : { lang: textLanguage, dir: textDirection(textLanguage) };
}
