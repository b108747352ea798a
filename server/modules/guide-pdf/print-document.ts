import { type Language, textDirection } from "../../../core/languages.ts";
import { printFontFaces, printFontFamily } from "./print-fonts.ts";
import { type Html, html, raw } from "./print-html.ts";

/**
 * Print styles shared by the guides and the invoices. Logical properties (start/end, inline) so
 * the same rules lay out Arabic right to left; figures never break across lines, so a reader (and
 * a text extractor) always sees "€59,373 per year" whole.
 */
export const printStyles = `
  html { font-family: ${printFontFamily}; font-size: 10pt; line-height: 1.5; color: #1e293b; }
  body { margin: 0; }
  h1, h2, h3, h4 { color: #1e3a8a; line-height: 1.25; break-after: avoid; }
  h1 { font-size: 20pt; margin: 0 0 8pt; }
  h2 { font-size: 14pt; margin: 18pt 0 6pt; }
  h3 { font-size: 11.5pt; margin: 14pt 0 4pt; }
  h4 { font-size: 10pt; margin: 10pt 0 2pt; }
  p { margin: 0 0 6pt; }
  ul, ol { margin: 0 0 6pt; padding-inline-start: 16pt; }
  li { margin-bottom: 3pt; }
  a { color: #1e40af; text-decoration: none; }
  table { width: 100%; border-collapse: collapse; margin: 6pt 0 10pt; font-size: 9pt; }
  thead { display: table-header-group; }
  th { text-align: start; background: #eff6ff; color: #1e3a8a; font-weight: 600; }
  th, td { padding: 3pt 5pt; border-bottom: 0.5pt solid #cbd5e1; vertical-align: top; text-align: start; }
  tr { break-inside: avoid; }
  .figure { white-space: nowrap; font-weight: 600; color: #0f172a; }
  .figure.estimate { font-style: italic; font-weight: 500; }
  .muted { color: #475569; }
  .small { font-size: 8.5pt; }
  .url { font-size: 8pt; color: #475569; overflow-wrap: anywhere; }
  .note { background: #f1f5f9; border-inline-start: 3pt solid #1d4ed8; padding: 6pt 8pt; margin: 8pt 0; }
  .warning { background: #fef3c7; border-inline-start: 3pt solid #b45309; padding: 6pt 8pt; margin: 8pt 0; }
  .chapter { break-before: page; }
  .checklist { list-style: none; padding-inline-start: 0; }
  .checklist li::before {
    content: ""; display: inline-block; width: 7pt; height: 7pt; border: 1pt solid #1e3a8a;
    margin-inline-end: 5pt; vertical-align: baseline;
  }
  .keep { break-inside: avoid; }
`;

/**
 * A whole printable document: `lang` and `dir` from the language, the fonts (files of
 * node_modules) and the print styles, then the body. Nothing in it is fetched from the network.
 */
export function printDocument(options: { language: Language; title: string; styles?: string; body: Html }): Html {
  return html`<!doctype html>
<html lang="${options.language}" dir="${textDirection(options.language)}">
<head>
<meta charset="utf-8">
<title>${options.title}</title>
<style>${raw(printFontFaces())}${raw(printStyles)}${raw(options.styles ?? "")}</style>
</head>
<body>${options.body}</body>
</html>`;
}
