import type { ApplicationType } from "../../core/consultation-rules.ts";
import type { Language } from "../../core/languages.ts";
import type { DfyPackage, DfyPackageId } from "../../core/plans-catalogue.ts";
import { businessPackageTexts } from "./business-packages.ts";
import { euEeaPackageTexts } from "./eu-eea-package.ts";
import { individualPackageTexts } from "./individual-packages.ts";
import type { PackageText, PackageTexts } from "./package-text.ts";

/**
 * The texts of every done-for-you package, one entry per package id of the catalogue
 * (core/plans-catalogue.ts holds the prices and the other figures). A package added to the
 * catalogue without its texts fails to type-check here.
 */
export const packageTexts: Record<DfyPackageId, PackageTexts> = {
  ...individualPackageTexts,
  ...businessPackageTexts,
  ...euEeaPackageTexts,
};

export function packageTextOf(id: DfyPackageId, language: Language): PackageText {
  return packageTexts[id][language];
}

/**
 * The consultation form's application type that goes with each package, so a request made from
 * the pricing page arrives with the right one already chosen (the person can still change it).
 */
export const packageApplicationType: Record<DfyPackageId, ApplicationType> = {
  "essential-relocation": "individual",
  "family-premium": "family",
  "executive-vip": "individual",
  "startup-launch": "entrepreneur",
  "business-expansion": "entrepreneur",
  "enterprise-setup": "entrepreneur",
  "eu-eea-freedom": "individual",
};

/**
 * The team sizes the business packages are for: 5 to 20 for Business Expansion, 20 and more for
 * Enterprise Setup (no upper bound). Data, like the catalogue's figures, so the texts never retype
 * them.
 */
export const packageTeamSize: Partial<Record<DfyPackageId, { min: number; max: number | null }>> = {
  "business-expansion": { min: 5, max: 20 },
  "enterprise-setup": { min: 20, max: null },
};

/**
 * How a guarantee period reads: the catalogue counts every guarantee in days, and a long one
 * (the Enterprise concierge's 183 days) is said in whole months, as the promise is worded.
 */
export function guaranteePeriod(plan: Pick<DfyPackage, "guaranteeDays">): {
  unit: "days" | "months";
  count: number;
} {
  const days = plan.guaranteeDays;
  if (days < 60) return { unit: "days", count: days };
  return { unit: "months", count: Math.round((days * 12) / 365) };
}
