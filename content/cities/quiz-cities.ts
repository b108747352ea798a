import type { ClimateClass, QuizCity } from "../../core/city-quiz.ts";
import { cities } from "./cities.ts";
import type { CityId } from "./city-types.ts";

/**
 * What the city quiz needs beyond the city dataset (ADR 0031): each city's population, for the
 * size question and the career priority, and a broad climate class. Costs and scores are read
 * from the city files themselves, never copied here.
 */

/**
 * Population of the city itself (the commune, not its metropolitan area): INSEE's legal
 * populations, 2023 vintage ("populations légales 2023", municipal population), in force since
 * 1 January 2026, rounded to the nearest ten thousand. Rounded because the quiz only needs the
 * size class and the page says "about"; with the 2021 vintage used before, every city had the
 * same size class as now. The exact figures were read in `@etalab/decoupage-administratif` 6.0.0
 * (data/communes.json, whose populations come from the INSEE page below), by each commune's INSEE
 * code; the package is a devDependency and quiz-cities.test.ts compares each rounded figure with
 * that file, so the figure is checked rather than copied on trust. A later vintage: bump the
 * package, then the figures and `vintage` here.
 */
export const populationSource = {
  publisher: "INSEE",
  url: "https://www.insee.fr/fr/statistiques/8680726",
  vintage: 2023,
  inForceSince: "2026-01-01",
  roundedTo: 10_000,
  checkedOn: "2026-12-01",
} as const;

/**
 * Climate classes are an editorial judgement, not a measurement: our broad reading of the
 * climate types Météo-France describes for metropolitan France (Mediterranean on the south-east
 * coast; oceanic, more or less altered, in the west and the Paris basin; semi-continental and
 * mountain climates in the Rhône valley and the Alps). `near` names the class a city also comes
 * close to, for partial points: Paris's altered oceanic climate has colder winters and hotter
 * summers than the Atlantic coast, Lyon's semi-continental one is milder than Annecy's, and
 * Toulouse has Mediterranean influences (hot, dry summers).
 */
type QuizFacts = {
  /** The commune's code in INSEE's official geographic code (COG), which the population is read by. */
  inseeCode: string;
  population: number;
  climate: { main: ClimateClass; near: ClimateClass | null };
};

export const quizCityFacts: Record<CityId, QuizFacts> = {
  paris: { inseeCode: "75056", population: 2_100_000, climate: { main: "oceanic", near: "continental" } },
  lyon: { inseeCode: "69123", population: 520_000, climate: { main: "continental", near: "oceanic" } },
  marseille: { inseeCode: "13055", population: 890_000, climate: { main: "mediterranean", near: null } },
  nice: { inseeCode: "06088", population: 360_000, climate: { main: "mediterranean", near: null } },
  bordeaux: { inseeCode: "33063", population: 270_000, climate: { main: "oceanic", near: null } },
  toulouse: { inseeCode: "31555", population: 510_000, climate: { main: "oceanic", near: "mediterranean" } },
  annecy: { inseeCode: "74010", population: 130_000, climate: { main: "continental", near: null } },
};

/** The seven cities as the quiz's scoring (core/city-quiz.ts) reads them, in the dataset's order. */
export const quizCities: QuizCity[] = cities.map((city) => ({
  id: city.id,
  monthly: { typical: city.costs.totalMonthly.typical, low: city.costs.totalMonthly.low },
  scores: city.scores,
  population: quizCityFacts[city.id].population,
  climate: quizCityFacts[city.id].climate,
}));
