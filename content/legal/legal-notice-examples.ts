/**
 * What the legal notice and the contact page show until the operator configures them (ADR 0026).
 * Every value is plainly fictitious (the reserved .example domain, registration and telephone
 * numbers made of zeros) and the pages mark each one as an example, so nobody can mistake them for
 * the publisher's real details.
 */
export const legalNoticeExamples = {
  LEGAL_PUBLISHER_NAME: "Passerelle Example SAS",
  LEGAL_FORM: "Société par actions simplifiée (SAS)",
  LEGAL_SHARE_CAPITAL: "1 000 €",
  LEGAL_ADDRESS: "1 rue de l'Exemple, 75000 Paris, France",
  LEGAL_REGISTRATION: "RCS Paris 000 000 000",
  LEGAL_VAT_NUMBER: "FR00 000000000",
  LEGAL_PUBLICATION_DIRECTOR: "Camille Exemple",
  CONTACT_EMAIL: "contact@passerelle.example",
  CONTACT_PHONE: "+33 1 00 00 00 00",
  LEGAL_HOST_NAME: "Example Hosting SAS",
  LEGAL_HOST_ADDRESS: "2 avenue de l'Exemple, 69000 Lyon, France",
  LEGAL_HOST_PHONE: "+33 4 00 00 00 00",
} as const;

export type LegalNoticeVariable = keyof typeof legalNoticeExamples;
