import { accommodationCertificate } from "./accommodation-certificate.ts";
import { accountOpening } from "./account-opening.ts";
import { appointmentRequest } from "./appointment-request.ts";
import { extensionCertificateRequest } from "./extension-certificate-request.ts";
import { guarantorLetter } from "./guarantor-letter.ts";
import { ibanRefusal } from "./iban-refusal.ts";
import type { LetterTemplate } from "./letter-types.ts";
import { visaCoverLetter } from "./visa-cover-letter.ts";

/** Every letter a member can download filled in, in the order the page lists them. */
export const letterTemplates: readonly LetterTemplate[] = [
  accommodationCertificate,
  visaCoverLetter,
  guarantorLetter,
  extensionCertificateRequest,
  appointmentRequest,
  ibanRefusal,
  accountOpening,
];

export function findLetterTemplate(id: string): LetterTemplate | undefined {
  return letterTemplates.find((template) => template.id === id);
}
