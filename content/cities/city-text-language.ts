import type { Language } from "../../core/languages.ts";
import { contentLanguage, textLanguageOf } from "../content-language.ts";
import type { City } from "./city-types.ts";
import { rentControlText } from "./rent-control.ts";
import { rubricNote } from "./rubric.ts";

/**
 * One language for the texts shown about `cities` together (a comparison panel, the PDF guide's
 * city chapters): the reader's when every city, the score rubric and the rent-control notes have
 * it, otherwise the fallback for all of them, so a table never mixes two (ADR 0086).
 */
export function cityTextLanguage(cities: readonly City[], language: Language): Language {
  const complete =
    cities.every((city) => textLanguageOf(city.text, language) === language && city.estimateBasis[language]) &&
    textLanguageOf(rubricNote, language) === language &&
    textLanguageOf(rentControlText.experiment, language) === language;
  return complete ? language : contentLanguage(language);
}
