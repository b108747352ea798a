import { cities } from "../../../content/cities/cities.ts";
import { citiesAr } from "../../../content/i18n/cities-ar.ts";
import type { QuestionVocabulary } from "../../../core/assistant/question-parts.ts";

/** The cities a question may name, in the three languages (content/cities), built once. */
export const questionVocabulary: QuestionVocabulary = {
  cities: cities.map((city) => ({
    slug: city.id,
    names: [...new Set([city.text.en.name, city.text.fr.name, citiesAr.names[city.id]])],
  })),
};
