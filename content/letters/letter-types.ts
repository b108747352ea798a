import type { Language } from "../../core/languages.ts";

/**
 * A letter a member downloads filled in (after the visa, premium): written in French, the
 * language the administration, banks and payers read, with a reading aid in the member's own
 * language beside it. Each names the legal texts it relies on, linked to Légifrance or EUR-Lex.
 */
export type LetterFieldKind = "text" | "date" | "lines";

export type LetterField = {
  id: string;
  kind: LetterFieldKind;
  label: Record<Language, string>;
  /** Filled from the account when empty (the member's name). */
  fromAccount?: "name";
  optional?: boolean;
  /** A longer field than its kind allows (letterFieldMax), with at most this many lines. */
  limit?: { chars: number; lines: number };
  /** What the preview shows to someone who cannot fill the letter in (a visitor, a free member). */
  sample: string;
};

/** The letter in French: who writes, to whom, the subject, the paragraphs, and the sign-off. */
export type FrenchLetter = {
  sender: string[];
  recipient: string[];
  placeAndDate: string;
  subject: string;
  paragraphs: string[];
  signOff: string;
  enclosures: string[];
};

export type LetterReference = { label: string; url: string };

export type LetterTemplate = {
  id: string;
  name: Record<Language, string>;
  /** When to use it, one sentence. */
  purpose: Record<Language, string>;
  fields: LetterField[];
  references: LetterReference[];
  /** `values` are the fields' values, dates already written the French way ("3 décembre 2026"). */
  french(values: Record<string, string>): FrenchLetter;
  /** What the letter says, paragraph by paragraph, for a reader of English or Arabic. */
  aid: Record<"en" | "ar", (values: Record<string, string>) => string[]>;
};
