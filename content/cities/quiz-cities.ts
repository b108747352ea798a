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
 * populations, 2021 vintage ("populations légales millésimées 2021", municipal population, in force
 * since 1 January 2024), rounded to the nearest ten thousand. Rounded because the quiz only needs
 * the size class and the page says "about"; the class of every city stays the same in the
 * vintages on either side.
 */
export const populationSource = {
  publisher: "INSEE",
  url: "https://www.insee.fr/fr/information/2008354",
  vintage: 2021,
  roundedTo: 10_000,
  recordedOn: "2026-11-25",
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
type QuizFacts = { population: number; climate: { main: ClimateClass; near: ClimateClass | null } };

export const quizCityFacts: Record<CityId, QuizFacts> = {
  paris: { population: 2_130_000, climate: { main: "oceanic", near: "continental" } },
  lyon: { population: 520_000, climate: { main: "continental", near: "oceanic" } },
  marseille: { population: 870_000, climate: { main: "mediterranean", near: null } },
  nice: { population: 350_000, climate: { main: "mediterranean", near: null } },
  bordeaux: { population: 260_000, climate: { main: "oceanic", near: null } },
  toulouse: { population: 500_000, climate: { main: "oceanic", near: "mediterranean" } },
  annecy: { population: 130_000, climate: { main: "continental", near: null } },
};

/** The seven cities as the quiz's scoring (core/city-quiz.ts) reads them, in the dataset's order. */
export const quizCities: QuizCity[] = cities.map((city) => ({
  id: city.id,
  monthly: { typical: city.costs.totalMonthly.typical, low: city.costs.totalMonthly.low },
  scores: city.scores,
  population: quizCityFacts[city.id].population,
  climate: quizCityFacts[city.id].climate,
}));
