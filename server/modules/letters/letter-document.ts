import type { FilledLetter } from "../../../content/letters/fill-letter.ts";
import { letterPrintTexts } from "../../../content/letters/letter-page-texts.ts";
import { type Language, textDirection } from "../../../core/languages.ts";
import { printDocument } from "../guide-pdf/print-document.ts";
import { type Html, html, safeHref } from "../guide-pdf/print-html.ts";

const lines = (texts: string[]): Html =>
  html`${texts.filter(Boolean).map((text, index) => (index === 0 ? text : html`<br>${text}`))}`;

/**
 * A filled letter as a printable document (ADR 0069's markup): the French letter as it is sent —
 * sender, recipient, place and date, subject, paragraphs, signature, enclosures — then, for a
 * reader of another language, the reading aid in their language and direction, and the legal
 * texts it cites.
 */
export function letterHtml(letter: FilledLetter, reader: Language): Html {
  const { french } = letter;
  const texts = letterPrintTexts[reader];
  return printDocument({
    language: "fr",
    title: letter.title,
    flowing: true,
    body: html`<section>
<p>${lines(french.sender)}</p>
${french.recipient.length > 0 ? html`<p>${lines(french.recipient)}</p>` : ""}
<p>${french.placeAndDate}</p>
<p><strong>${french.subject}</strong></p>
${french.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
<p><strong>${french.signOff}</strong></p>
${french.enclosures.length > 0 ? html`<p>Pièces jointes\u202f: ${french.enclosures.join(" ; ")}</p>` : ""}
</section>
<section lang="${reader}" dir="${textDirection(reader)}">
${
  letter.aid
    ? html`<h2>${texts.aidTitle}</h2>
${letter.aid.map((paragraph) => html`<p>${paragraph}</p>`)}`
    : ""
}
<p class="note">${texts.aidNote}</p>
<h3>${texts.references}</h3>
<ul>${letter.references.map((reference) => html`<li lang="fr" dir="ltr"><a href="${safeHref(reference.url)}">${reference.label}</a></li>`)}</ul>
</section>`,
  });
}
