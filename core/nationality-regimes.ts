/**
 * Bilateral agreements that change which route a national takes. Pure data and rules;
 * the texts that explain them are in content/wizard/regime-texts.ts, in each language.
 *
 * - Algeria: the Franco-Algerian agreement of 27 December 1968 governs Algerians' entry and
 *   residence in place of most of the CESEDA: they receive certificates of residence
 *   ("certificats de résidence": salarié, scientifique, commerçant or profession non salariée,
 *   visiteur, étudiant…), not the talent card or its EU Blue Card category. The talent options
 *   are therefore not offered as such; the others stay, with the certificate named.
 * - Tunisia (agreement of 17 March 1988) and Morocco (agreement of 9 October 1987): the same
 *   routes, with the agreement's own rules for salaried workers (a ten-year card after three
 *   years of residence is the best known); the options stay, with the agreement named.
 * - The 16 working-holiday partners (France-Visas, "vacances-travail"): a working-holiday visa
 *   is open to their nationals aged 18 to 30 (35 for Argentina, Australia and Canada): named
 *   beside the options, since the quick wizard does not ask the age.
 */
export const regimeIds = ["franco-algerian", "franco-tunisian", "franco-moroccan", "working-holiday"] as const;
export type RegimeId = (typeof regimeIds)[number];

export type NationalityRegime = {
  id: RegimeId;
  /**
   * Ids of the wizard's options (core/recommend.ts's VisaOptionId, not imported: recommend.ts
   * imports this file) that this regime replaces by its own permits: dropped, with the regime as
   * the reason. core/recommend.test.ts checks each id is an option.
   */
  replaces: readonly string[];
  /** Whether the regime's permit takes the place of every remaining option's card (Algeria). */
  certificateOfResidence: boolean;
};

const algerian: NationalityRegime = {
  id: "franco-algerian",
  replaces: ["passeport-talent", "eu-blue-card"],
  certificateOfResidence: true,
};
const tunisian: NationalityRegime = { id: "franco-tunisian", replaces: [], certificateOfResidence: false };
const moroccan: NationalityRegime = { id: "franco-moroccan", replaces: [], certificateOfResidence: false };
const workingHoliday: NationalityRegime = { id: "working-holiday", replaces: [], certificateOfResidence: false };

/** France-Visas, "Jeune voyageur (vacances-travail)": the 16 partner countries and territories. */
export const workingHolidayCountries = [
  "AU",
  "AR",
  "BR",
  "CA",
  "CL",
  "CO",
  "KR",
  "EC",
  "JP",
  "NZ",
  "HK",
  "MX",
  "PE",
  "RU",
  "TW",
  "UY",
] as const;

/** The regimes that apply to a national of `country` (ISO 3166 alpha-2), strongest first. */
export function regimesFor(country: string): NationalityRegime[] {
  const code = country.toUpperCase();
  const regimes: NationalityRegime[] = [];
  if (code === "DZ") regimes.push(algerian);
  if (code === "TN") regimes.push(tunisian);
  if (code === "MA") regimes.push(moroccan);
  if ((workingHolidayCountries as readonly string[]).includes(code)) regimes.push(workingHoliday);
  return regimes;
}
