import { euNationalityWords, professionWords } from "../../../content/assistant/which-visa-words.ts";
import { foldText, withinOneEdit } from "../../../core/assistant/text-analysis.ts";
import type { Profession } from "../../../core/recommend.ts";

/**
 * "Which visa fits a software engineer?": a question asking which visa or residence route fits,
 * with the profession it names, if any, and whether it names a nationality of the EU, the EEA or
 * Switzerland. The built-in answerer then answers from the wizard's own table
 * (./which-visa-answer.ts) instead of quoting whichever sentence shares the most words.
 */
export type WhichVisaIntent = { profession: Exclude<Profession, "other"> | null; euNational: boolean };

/** The words of the phrasings below that a typo may bend ("wihch", "permis"): five letters and more, as elsewhere. */
const intentVocabulary = ["which", "visas", "permit", "permits", "route", "routes", "quelle", "quelles", "titre"];
/** Misspellings too short for the one-typo rule. */
const shortTypos: Record<string, string> = { wich: "which", whih: "which", wat: "what", viza: "visa", kel: "quel" };

/** "What visa fee does a student pay?": an attribute of a visa is asked, not which one fits. */
const attribute =
  "(?!\\s+(fee|fees|cost|costs|price|documents?|appointment|application|processing|renewal|interview|photos?)\\b)";
const englishAsk = new RegExp(
  `\\b(which|what|best|right)\\s+(kind of |type of |sort of )?(visa|visas|permit|permits|residence permit|residence card|route|routes|immigration route)\\b${attribute}|\\b(visa|visas|permit|route)\\s+(fits|suits|would fit|would suit|options?)\\b`,
);
// Not "quel statut": in French it asks a company's legal form (micro-entreprise or SASU) as often as a visa.
const frenchAsk =
  /\b(quel|quels|quelle|quelles)\s+(type de |sorte de |genre de )?(visa|visas|titre|titres|carte de sejour|voie)\b|\b(visa|titre de sejour)\s+(adapte|convient|me convient|choisir)\b|\boptions? de visa\b/;
const arabicAsk = /(أي|ما|ما هي|ماهي)\s+(ال)?تأشيرة|(ال)?تأشيرة\s+(ال)?مناسبة|نوع\s+(ال)?تأشيرة|أي\s+تصريح/;

/** The question's folded words, with typos of the phrasings' words mended. */
function mended(question: string): string {
  return foldText(question)
    .split(/(\s+)/)
    .map((piece) => {
      const word = piece.replace(/[^\p{L}\p{N}'-]/gu, "");
      const short = shortTypos[word];
      if (short) return piece.replace(word, short);
      if (word.length < 5 || intentVocabulary.includes(word)) return piece;
      const near = intentVocabulary.find((known) => withinOneEdit(word, known));
      return near ? piece.replace(word, near) : piece;
    })
    .join("");
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const patterns = new Map<string, RegExp>();

/** Where a listed word or phrase first appears as whole words (Arabic words are whole between spaces). */
function positionOf(text: string, phrase: string): number {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(foldText(phrase))}s?($|[^\\p{L}\\p{N}])`, "u");
    patterns.set(phrase, pattern);
  }
  const match = pattern.exec(text);
  return match ? match.index : -1;
}

/**
 * The profession the question names first, or null. A way of working named beside a trade wins:
 * "a web developer wanting to freelance as a micro-entrepreneur" asks the business routes.
 */
function professionIn(text: string): WhichVisaIntent["profession"] {
  let found: { profession: WhichVisaIntent["profession"]; at: number } = { profession: null, at: Infinity };
  for (const [profession, list] of Object.entries(professionWords)) {
    for (const word of list) {
      const at = positionOf(text, word);
      if (at >= 0 && at < found.at) found = { profession: profession as WhichVisaIntent["profession"], at };
    }
  }
  const business = professionWords.business.some((word) => positionOf(text, word) >= 0);
  return business ? "business" : found.profession;
}

export function whichVisaIntent(question: string): WhichVisaIntent | null {
  const text = mended(question);
  // Arabic is tested on the question as written: folding decomposes "أ" into alef and a combining hamza.
  if (!englishAsk.test(text) && !frenchAsk.test(text) && !arabicAsk.test(question.normalize("NFC"))) return null;
  const euNational = euNationalityWords.some((word) => positionOf(text, word) >= 0);
  return { profession: professionIn(text), euNational };
}
