import { querySynonyms } from "../../../content/assistant/query-synonyms.ts";
import type { Synonyms } from "../../../core/assistant/search-index.ts";
import { analyse } from "../../../core/assistant/text-analysis.ts";

/**
 * content/assistant/query-synonyms.ts analysed once (keys and words stemmed like the index), for
 * retrieval (knowledge-base.ts) and for the built-in answerer's choice of sentences, so a sentence
 * saying "Premium" answers "بريميوم" as the passage did.
 */
function build(): Synonyms {
  const map = new Map<string, string[]>();
  for (const [key, words] of Object.entries(querySynonyms)) {
    const analysedKey = analyse(key).join(" ");
    if (!analysedKey) continue;
    map.set(analysedKey, [...(map.get(analysedKey) ?? []), analyse(words).join(" ")]);
  }
  return map;
}

export const readerSynonyms: Synonyms = build();
