import { packageApplicationType } from "../../../content/pricing/packages.ts";
import type { ApplicationType } from "../../../core/consultation-rules.ts";
import { type DfyPackage, type DfyPackageId, dfyPackageById } from "../../../core/plans-catalogue.ts";
import { keepLanguage } from "../../lib/keep-language.ts";

/**
 * A done-for-you package's button on /pricing opens the home page's consultation form with the
 * package filled in: `/?consultation=<package id>#consultation`. The form then starts with the
 * package's application type chosen and a one-line message naming it, both still editable; nothing
 * is sent until the person sends it. An unknown id leaves the form blank.
 */
export const consultationParam = "consultation";

export type ConsultationPrefill = { applicationType: ApplicationType; message: string };

/** The address of the consultation form prefilled with this package, keeping the page's ?lang=. */
export function consultationHref(id: DfyPackageId, from: { search: string }): string {
  return keepLanguage(`/?${new URLSearchParams({ [consultationParam]: id })}#consultation`, from);
}

/** The package a home-page address asks the form about, if it names one of the catalogue. */
export function prefillPackageOf(url: URL): DfyPackage | undefined {
  const id = url.searchParams.get(consultationParam);
  return id ? dfyPackageById(id) : undefined;
}

/** `message` words the request in the reader's language (the loader's t). */
export function consultationPrefillOf(url: URL, message: (name: string) => string): ConsultationPrefill | null {
  const plan = prefillPackageOf(url);
  if (!plan) return null;
  return { applicationType: packageApplicationType[plan.id], message: message(plan.name) };
}
