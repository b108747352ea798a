import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import type { FilledLetter } from "../../../content/letters/fill-letter.ts";
import { letterPrintTexts } from "../../../content/letters/letter-page-texts.ts";
import { type Language, textDirection } from "../../../core/languages.ts";

const languageTags: Record<Language, string> = { en: "en-GB", fr: "fr-FR", ar: "ar" };

/**
 * A filled letter as a Word document (.docx), for a member who wants to change a word before
 * sending it: the same parts as the PDF (letter-document.ts). Every run carries its language so
 * a word processor checks the French as French; the aid's paragraphs are right to left in Arabic.
 */
export async function letterDocx(letter: FilledLetter, reader: Language): Promise<Uint8Array> {
  const { french } = letter;
  const rtl = textDirection(reader) === "rtl";
  const frenchRun = (text: string, bold = false) => new TextRun({ text, bold, language: { value: languageTags.fr } });
  const readerRun = (text: string) =>
    new TextRun({
      text,
      rightToLeft: rtl,
      language: rtl ? { bidirectional: languageTags[reader] } : { value: languageTags[reader] },
    });
  const block = (texts: string[]) =>
    new Paragraph({
      spacing: { after: 200 },
      children: texts
        .filter(Boolean)
        .map((text, index) => new TextRun({ text, break: index === 0 ? 0 : 1, language: { value: languageTags.fr } })),
    });
  const paragraphs: Paragraph[] = [
    block(french.sender),
    ...(french.recipient.length > 0 ? [block(french.recipient)] : []),
    new Paragraph({ spacing: { after: 200 }, children: [frenchRun(french.placeAndDate)] }),
    new Paragraph({ spacing: { after: 200 }, children: [frenchRun(french.subject, true)] }),
    ...french.paragraphs.map((text) => new Paragraph({ spacing: { after: 160 }, children: [frenchRun(text)] })),
    new Paragraph({ spacing: { before: 240, after: 200 }, children: [frenchRun(french.signOff, true)] }),
    ...(french.enclosures.length > 0
      ? [new Paragraph({ children: [frenchRun(`Pièces jointes\u202f: ${french.enclosures.join(" ; ")}`)] })]
      : []),
  ];
  const texts = letterPrintTexts[reader];
  const aid: Paragraph[] = letter.aid
    ? [
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          bidirectional: rtl,
          pageBreakBefore: true,
          children: [readerRun(texts.aidTitle)],
        }),
        ...letter.aid.map(
          (text) => new Paragraph({ bidirectional: rtl, spacing: { after: 160 }, children: [readerRun(text)] }),
        ),
        new Paragraph({ bidirectional: rtl, children: [readerRun(texts.aidNote)] }),
      ]
    : [];
  const references = [
    new Paragraph({ heading: HeadingLevel.HEADING_3, bidirectional: rtl, children: [readerRun(texts.references)] }),
    ...letter.references.map(
      (reference) => new Paragraph({ children: [frenchRun(`${reference.label} — ${reference.url}`)] }),
    ),
  ];
  const document = new Document({
    creator: "Passerelle",
    title: letter.title,
    sections: [{ children: [...paragraphs, ...aid, ...references] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
