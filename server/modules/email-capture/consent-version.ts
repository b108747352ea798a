import {
  type ChecklistConsentVersion,
  currentChecklistConsentVersion,
  isChecklistConsentVersion,
} from "../../../content/emails/checklist-consent.ts";

/**
 * The consent wording a capture request says its form showed: a known version, or today's when
 * the caller sent none (an API client must then show today's wording). An unknown version is
 * refused (null): we would otherwise record a sentence the person never saw.
 */
export function consentVersionOf(sent: string | undefined): ChecklistConsentVersion | null {
  if (sent === undefined || sent === "") return currentChecklistConsentVersion;
  return isChecklistConsentVersion(sent) ? sent : null;
}
