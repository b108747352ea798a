import type { Language } from "../../core/languages.ts";
import { sharedTextLanguage } from "../content-language.ts";
import type { City } from "./city-types.ts";
import { rentControlText } from "./rent-control.ts";
import { rubricNote } from "./rubric.ts";

/**
 * One language for the texts shown about `cities` together (a comparison panel, the PDF guide's
 * city chapters): the reader's when every city, the score rubric and the rent-control notes have
 * it, otherwise the fallback for all of them, so a table never mixes two (ADR 0086).
 */
export function cityTextLanguage(cities: readonly City[], language: Language): Language {
  return sharedTextLanguage(
    [...cities.flatMap((city) => [city.text, city.estimateBasis]), rubricNote, rentControlText.experiment],
    language,
  );
}
