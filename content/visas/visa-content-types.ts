import type { Translated } from "../content-language.ts";
import type { VisaCategory } from "./visa-catalogue.ts";

/**
 * Prose in content files never contains a raw figure. A figure is written as a token that the
 * page replaces with the registry value, its unit, and a link to its source:
 *   "{fact:student.min-monthly-resources}"  → "€615 per month" (en) / "615 € par mois" (fr)
 * content/facts/no-raw-figures.test.ts fails when a digit appears outside a token.
 *
 * An official French name inside Arabic (or English) prose is written `{fr:titre de séjour}`: the
 * page shows it marked `lang="fr"` and isolated from the sentence's direction. Titles, summaries
 * and step titles are also shown as plain text (headings, meta descriptions): no `{fr:…}` there.
 */
export type Prose = string;

/** Purposes used by the /visa overview filter. */
export type VisaPurpose = "work" | "study" | "family" | "business" | "retire" | "eu-eea";

/** Sections that can be reserved to paying users ("Upgrade to View Details" for others). */
export type VisaSectionId =
  | "whoFor"
  | "conditions"
  | "documents"
  | "costs"
  | "processing"
  | "validity"
  | "workRights"
  | "family"
  | "steps"
  | "mistakes";

/** The order a visa's sections are read in, on its page and in the PDF guide's chapter. */
export const visaSectionOrder: readonly VisaSectionId[] = [
  "whoFor",
  "conditions",
  "documents",
  "costs",
  "processing",
  "validity",
  "workRights",
  "family",
  "steps",
  "mistakes",
];

export type VisaPageText = {
  /** Page heading, e.g. "Talent Passport – qualified employee". */
  title: string;
  /** One or two sentences under the heading, also the meta description (≤ 160 characters). */
  summary: Prose;
  whoFor: Prose[];
  conditions: Prose[];
  documents: Prose[];
  costs: Prose[];
  processing: Prose;
  validity: Prose;
  workRights: Prose;
  family: Prose;
  /** Step-by-step procedure: France-Visas application, consulate, ANEF validation where it applies. */
  steps: { title: string; body: Prose }[];
  mistakes: Prose[];
};

export type OfficialLink = { url: string; label: Translated<string> };

export type VisaContent = {
  slug: string;
  category: VisaCategory;
  purposes: VisaPurpose[];
  /** Registry facts shown in the "Key figures" box, each with its source and checked-on date. */
  keyFacts: string[];
  officialLinks: OfficialLink[];
  /** Shows the note on the 2024 renaming of the "passeport talent" to "carte de séjour talent". */
  talentRenaming: boolean;
  /** Sections visitors and free users see as "Upgrade to View Details". */
  premiumSections: VisaSectionId[];
  text: Translated<VisaPageText>;
};
