import { type Language, textDirection } from "../../../core/languages.ts";
import { type Html, html } from "./print-html.ts";

/**
 * A whole printable document: `lang` and `dir` from the language, its title, then the body, in
 * the small markup print-tree.ts reads (ADR 0069). Its look is the Typst template's
 * (typst-template.ts): classes name what a block is (`note`, `figure`, `chapter`…), never how
 * it looks.
 */
export function printDocument(options: {
  language: Language;
  title: string;
  body: Html;
  /** The template's `flowing`: chapters follow one another instead of each starting a page. */
  flowing?: boolean;
}): Html {
  return html`<!doctype html>
<html lang="${options.language}" dir="${textDirection(options.language)}">
<head>
<title>${options.title}</title>
</head>
<body${options.flowing ? html` class="flowing"` : ""}>${options.body}</body>
</html>`;
}
