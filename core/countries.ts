import { collator, displayNames } from "./intl-formats.ts";
import type { Language } from "./languages.ts";

// Plain code, no Zod: the wizard and the consultation form load this in the browser.

/**
 * ISO 3166-1 codes of places where nobody lives permanently (ADR 0027): Antarctica and
 * the uninhabited territories. Nobody is "from" Bouvet Island, so no list offers them as a country
 * of origin, a nationality or a citizenship; they are kept here so the choice is visible and tested.
 */
export const uninhabitedCodes: readonly string[] = Object.freeze([
  "AQ", // Antarctica: research stations only
  "BV", // Bouvet Island
  "GS", // South Georgia and the South Sandwich Islands: research and government staff only
  "HM", // Heard Island and McDonald Islands
  "IO", // British Indian Ocean Territory: a military base, no permanent population
  "TF", // French Southern Territories: scientists and military on rotation
  "UM", // United States Minor Outlying Islands
]);

/**
 * Every officially assigned ISO 3166-1 alpha-2 code (249). Names are never hand-written: they
 * come from Intl.DisplayNames in the reader's language (ADR 0004).
 */
const assignedCodes = [
  ..."AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ".split(" "),
  ..."BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ".split(" "),
  ..."CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ".split(" "),
  ..."DE DJ DK DM DO DZ".split(" "),
  ..."EC EE EG EH ER ES ET".split(" "),
  ..."FI FJ FK FM FO FR".split(" "),
  ..."GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY".split(" "),
  ..."HK HM HN HR HT HU".split(" "),
  ..."ID IE IL IM IN IO IQ IR IS IT".split(" "),
  ..."JE JM JO JP".split(" "),
  ..."KE KG KH KI KM KN KP KR KW KY KZ".split(" "),
  ..."LA LB LC LI LK LR LS LT LU LV LY".split(" "),
  ..."MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ".split(" "),
  ..."NA NC NE NF NG NI NL NO NP NR NU NZ".split(" "),
  "OM",
  ..."PA PE PF PG PH PK PL PM PN PR PS PT PW PY".split(" "),
  "QA",
  ..."RE RO RS RU RW".split(" "),
  ..."SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ".split(" "),
  ..."TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ".split(" "),
  ..."UA UG UM US UY UZ".split(" "),
  ..."VA VC VE VG VI VN VU".split(" "),
  ..."WF WS".split(" "),
  ..."YE YT".split(" "),
  ..."ZA ZM ZW".split(" "),
] as readonly string[];

/**
 * The countries and inhabited territories people come from (242): every assigned code but the
 * uninhabited ones. Inhabited territories stay (Hong Kong, Puerto Rico, Guadeloupe…): their
 * people's documents and routes can differ from those of the state they belong to.
 */
export const countryCodes: readonly string[] = Object.freeze(
  assignedCodes.filter((code) => !uninhabitedCodes.includes(code)),
);

const known: ReadonlySet<string> = new Set(countryCodes);

/** True for a code from {@link countryCodes}, written in capitals as stored. */
export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && known.has(value);
}

export type CountryOption = { code: string; name: string };

/** The country's name in the given language (the code itself if the runtime knows no name). */
export function countryName(code: string, language: Language): string {
  return displayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;
}

const optionsByLanguage = new Map<Language, readonly CountryOption[]>();

/**
 * Every country with its name in `language`, sorted the way a reader of that language expects
 * (Intl.Collator: accents and Arabic script sort correctly). Computed once per language.
 */
export function countryOptions(language: Language): readonly CountryOption[] {
  const cached = optionsByLanguage.get(language);
  if (cached) return cached;
  const byName = collator([language], { sensitivity: "base" });
  const options = Object.freeze(
    countryCodes
      .map((code) => Object.freeze({ code, name: countryName(code, language) }))
      .sort((a, b) => byName.compare(a.name, b.name)),
  );
  optionsByLanguage.set(language, options);
  return options;
}
