import type { Language } from "../../core/languages.ts";

/**
 * What the pricing page says about one done-for-you package, in one language (includes,
 * deliverables, guarantee, ideal-for, transparency note). The texts carry no figures: the price,
 * the hours saved, the external-fee estimate, the guarantee period and the team sizes are data
 * (core/plans-catalogue.ts, ./packages.ts) that the page formats in the reader's language.
 */
export type PackageText = {
  /** One line under the package's name. */
  summary: string;
  /** What our team does. */
  includes: string[];
  /** What the client has in hand at the end. */
  deliverables: string[];
  /** What the money-back guarantee covers; the period comes from the catalogue. */
  guarantee: string;
  idealFor: string;
  /** What the price does not cover (the state's fees, translations…), read beside our fee estimate. */
  notIncluded: string;
};

export type PackageTexts = Record<Language, PackageText>;
