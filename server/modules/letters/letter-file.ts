import { checkLetterValues, fillLetter } from "../../../content/letters/fill-letter.ts";
import { findLetterTemplate } from "../../../content/letters/letter-templates.ts";
import type { Language } from "../../../core/languages.ts";
import { parisDate } from "../../../core/paris-date.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { letterHtml } from "./letter-document.ts";
import { letterDocx } from "./letter-docx.ts";

export const letterFormats = ["pdf", "docx"] as const;
export type LetterFormat = (typeof letterFormats)[number];

/** The file, and the letter's name in the reader's language (the title it is kept under). */
export type LetterFile = { bytes: Uint8Array; fileName: string; contentType: string; title: string };

const contentTypes: Record<LetterFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * One letter filled in with the member's answers, signed today (Paris), as PDF (Typst, like the
 * reports) or .docx, with the reading aid in `reader`'s language. An unknown letter is a 404; each
 * refused field is named with its message. Kept among the member's files by keepLetter.
 */
export async function letterFile(
  deps: Pick<ApiDeps, "pdfs">,
  input: { templateId: string; values: Record<string, unknown>; format: string; reader: Language },
  now = new Date(),
): Promise<LetterFile> {
  const template = findLetterTemplate(input.templateId);
  if (!template) throw new AppError("not_found", "letter_not_found");
  if (!(letterFormats as readonly string[]).includes(input.format))
    throw new AppError("bad_request", "letter_format_invalid");
  const format = input.format as LetterFormat;
  const checked = checkLetterValues(template, input.values);
  if (!checked.ok) {
    const fields = Object.entries(checked.fieldErrors).map(([field, messageKey]) => ({ field, messageKey }));
    throw new AppError("bad_request", "invalid_request", fields);
  }
  const letter = fillLetter(template, checked.values, parisDate(now), input.reader);
  const bytes =
    format === "pdf"
      ? await deps.pdfs.report(String(letterHtml(letter, input.reader)))
      : await letterDocx(letter, input.reader);
  return {
    bytes,
    fileName: `passerelle-${template.id}.${format}`,
    contentType: contentTypes[format],
    title: template.name[input.reader],
  };
}
