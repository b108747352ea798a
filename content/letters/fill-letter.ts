import { isIsoDate } from "../../core/calculators/iso-date.ts";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import type { FrenchLetter, LetterField, LetterReference, LetterTemplate } from "./letter-types.ts";

/** Bounds on what one field holds: a name or an IBAN on one line, an address on a few. */
export const letterFieldMax = { text: 120, lines: 300, date: 10 } as const;
const maxLines = 6;
/** The longest value any field takes (a record of attempts): requests are cut to it before checking. */
export const letterValueMaxChars = 4000;

/** The most a field may hold: its own limit (a record of attempts), else its kind's. */
export function fieldLimit(field: LetterField): { chars: number; lines: number } {
  return field.limit ?? { chars: letterFieldMax[field.kind], lines: field.kind === "lines" ? maxLines : 1 };
}

export type LetterCheck =
  | { ok: true; values: Record<string, string> }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The member's answers, checked field by field: each required field given, within its bounds, a
 * date a real day, no control character but the line breaks of an address. The failures are
 * message keys of content/messages/letter-messages.ts.
 */
export function checkLetterValues(template: LetterTemplate, raw: Record<string, unknown>): LetterCheck {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of template.fields) {
    const given = raw[field.id];
    const text = typeof given === "string" ? given.replace(/\r\n?/g, "\n").trim() : "";
    if (text === "") {
      if (!field.optional) fieldErrors[field.id] = "letter_field_required";
      continue;
    }
    const limit = fieldLimit(field);
    if (text.length > limit.chars) fieldErrors[field.id] = "letter_field_too_long";
    else if (field.kind === "date" && !isIsoDate(text)) fieldErrors[field.id] = "letter_date_invalid";
    else if (field.kind === "lines" && text.split("\n").length > limit.lines)
      fieldErrors[field.id] = "letter_field_too_long";
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    else if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text) || (field.kind !== "lines" && text.includes("\n")))
      fieldErrors[field.id] = "letter_field_invalid";
    else values[field.id] = text;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, values };
}

export type FilledLetter = {
  title: string;
  french: FrenchLetter;
  /** The reading aid in the reader's language; none for a French reader. */
  aid: string[] | null;
  references: LetterReference[];
};

/** Around a French answer quoted in the reading aid, when asked for (see fillLetter's `markAnswers`). */
export const answerStart = "\u2068";
export const answerEnd = "\u2069";

/**
 * The letter written out: dates the French way, signed today (a Paris day), the aid for the reader.
 * With `markAnswers`, each answer the aid quotes (names, addresses, French wording — not its own
 * dates) is set between the bidi isolates FSI and PDI, so a page can mark it as French and keep it
 * apart from the reader's sentence; the printed files do without.
 */
export function fillLetter(
  template: LetterTemplate,
  values: Record<string, string>,
  today: string,
  reader: Language,
  options: { markAnswers?: boolean } = {},
): FilledLetter {
  // The letter writes its dates the French way; the aid, the reader's way.
  const written = (language: Language, mark: boolean) => {
    const day = (iso: string) =>
      dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
    const out: Record<string, string> = { date: day(today) };
    for (const field of template.fields) {
      const value = values[field.id] ?? "";
      if (field.kind === "date" && value) out[field.id] = day(value);
      else out[field.id] = mark && value ? `${answerStart}${value}${answerEnd}` : value;
    }
    return out;
  };
  return {
    title: template.name.fr,
    french: template.french(written("fr", false)),
    aid: reader === "fr" ? null : template.aid[reader](written(reader, options.markAnswers === true)),
    references: template.references,
  };
}

/**
 * The same letter with the template's sample answers: what a visitor or a free member previews on
 * a page (the aid's quoted answers marked, see fillLetter).
 */
export function sampleLetter(template: LetterTemplate, today: string, reader: Language): FilledLetter {
  return fillLetter(
    template,
    Object.fromEntries(template.fields.map((field) => [field.id, field.sample])),
    today,
    reader,
    { markAnswers: true },
  );
}
