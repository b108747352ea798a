/**
 * The countries where a student applies through Campus France's "Études en France" procedure,
 * and pays the reduced long-stay student visa fee (France-Visas, "Étudiant"); elsewhere the general
 * long-stay fee applies. ISO 3166 alpha-2 codes.
 *
 * Our reading: the official list is on campusfrance.org (the procedure's page), which we could not
 * read on 2026-12-01; this is the 67-country list as copies of it gave then. Checked on 2026-12-01;
 * TO VERIFY on https://www.campusfrance.org/fr/procedure-etudes-en-france before relying on it.
 */
export const etudesEnFranceCheckedOn = "2026-12-01";
export const etudesEnFranceSource = "https://www.campusfrance.org/fr/procedure-etudes-en-france";

const countries = new Set([
  "ZA",
  "AZ",
  "DZ",
  "SA",
  "AR",
  "BH",
  "BJ",
  "BO",
  "BR",
  "BF",
  "BI",
  "KH",
  "CM",
  "CA",
  "CL",
  "CN",
  "CO",
  "KM",
  "CG",
  "KR",
  "CI",
  "DJ",
  "AE",
  "EG",
  "EC",
  "US",
  "ET",
  "GA",
  "GE",
  "GH",
  "GN",
  "HT",
  "IN",
  "ID",
  "IR",
  "IL",
  "JP",
  "JO",
  "KE",
  "KW",
  "LB",
  "MG",
  "MY",
  "ML",
  "MA",
  "MU",
  "MR",
  "MX",
  "NP",
  "NE",
  "NG",
  "PE",
  "QA",
  "CD",
  "DO",
  "GB",
  "RU",
  "SN",
  "SG",
  "TW",
  "TD",
  "TH",
  "TG",
  "TN",
  "TR",
  "UA",
  "VN",
]);

/** The list itself, for the eligibility engine (core/ cannot read content/). */
export const etudesEnFranceCountries: ReadonlySet<string> = countries;

export function isEtudesEnFranceCountry(country: string): boolean {
  return countries.has(country.toUpperCase());
}

export function etudesEnFranceCountryCount(): number {
  return countries.size;
}
