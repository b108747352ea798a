import type { FaqCategory } from "../../core/back-office/back-office-inputs.ts";
import type { Translated } from "../content-language.ts";
import type { Prose } from "../visas/visa-content-types.ts";

/** A content block of a guide or static page. Prose follows the same token rule as visa pages. */
export type GuideBlock =
  | { kind: "paragraph"; text: Prose }
  | { kind: "list"; items: Prose[] }
  | { kind: "steps"; items: { title: string; body: Prose }[] }
  | { kind: "note"; text: Prose }
  /** The emergency and listening lines of content/guides/help-numbers.ts, with their source. */
  | { kind: "help-numbers" };

export type GuideSection = { id: string; heading: string; blocks: GuideBlock[] };

export type GuideText = {
  title: string;
  /** Meta description and lead paragraph (≤ 160 characters). */
  description: Prose;
  sections: GuideSection[];
};

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: Prose };

export type GuideContent = {
  slug: string;
  /** "article" gets Article structured data; "page" does not. */
  type: "article" | "page";
  /** ISO date of the last substantive review of the text. */
  updatedOn: string;
  officialLinks: { url: string; label: Translated<string> }[];
  text: Translated<GuideText>;
  /**
   * Only /help: the help center's questions as written, copied once into the database (where
   * administrators edit them, ADR 0038) and shown from there; also the fallback while the
   * database has no FAQ yet.
   */
  faq?: Translated<FaqItem[]>;
};
