/**
 * How the assistant reads text for retrieval (ADR 0041): the same analysis for our passages and for
 * a reader's question, so "Salaires", "salaire" and "salary" land on comparable terms. Small and
 * hand-written on purpose: the index is built at every server start, a reader types without accents
 * and with typos, and a general-purpose stemmer (Snowball) would be a dependency for a few hundred
 * passages.
 */

/** Letters that NFD does not split into a base letter and an accent. */
const ligatures: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss", ø: "o", đ: "d", ł: "l" };

/**
 * Lowercase, accents folded ("Être" → "etre", "œuvre" → "oeuvre"), typographic quotes made plain.
 * Arabic the way readers type it: without vowel marks, hamza or madda ("الإقامة" → "الاقامة",
 * "أين" → "اين", "مسؤول" → "مسوول"), without tatweel, and ى as ي. NFD splits a hamza off its
 * letter as a combining mark, which the word pattern below would otherwise cut the word at.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæßøđł]/g, (letter) => ligatures[letter] ?? letter)
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, "")
    .replace(/ى/g, "ي")
    .replace(/[\u2019\u2018`´]/g, "'");
}

/**
 * Words that say nothing about the subject, in English, French and Arabic (folded). Question words
 * that do carry the subject ("combien", "salary") are kept; "how" or "quel" are not. Arabic's
 * "how much" (كم) goes like English's "much": without it, a three-word Arabic question about a
 * price counted a word no page needs, and fell short of the coverage an answer needs.
 */
const stopWords = new Set(
  (
    "a an the and or but if of to in on at by for from with about into over under as is are was were be been being " +
    "am do does did done have has had having i me my we our you your he she it its they them their this that these " +
    "those there here what which who whom whose when where why how can could should would will shall may might must " +
    "not no yes so than too very just also any some all each every other more most such only own same then once " +
    "get got need needs want wants know please hi hello thanks thank much many up out im dont ive id lot " +
    "le la les l un une des du de d et ou mais si a au aux en dans sur sous par pour avec sans chez ce cet cette ces " +
    "c ca cela ceci qui que qu quoi quel quelle quels quelles lequel laquelle dont ou est sont etre ete suis es " +
    "etes sommes ai as avons avez ont avoir fait faire faut il elle ils elles on nous vous je j tu te toi moi me m " +
    "se s mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ne n pas plus moins tres aussi bien " +
    "comment quand pourquoi y est-ce bonjour merci svp stp peut peux puis pouvons pouvez doit dois devons devez " +
    "t tout tous toute toutes quelque quelques autre autres meme donc alors car comme"
  )
    .split(" ")
    .concat(
      (
        "في من إلى الى على عن مع هل ما ماذا كيف كم متى أين اين لماذا هذا هذه ذلك تلك التي الذي الذين " +
        "هو هي هم هن أنا انا أنت انت نحن أن ان إن كان كانت يكون لا لم لن قد ثم أو او أي اي كل يمكن يمكنني"
      )
        .split(" ")
        .map((word) => foldText(word)),
    ),
);

export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

/** Letters and digits (any script, so Arabic tokenises too); apostrophes split "l'hopital". */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, stop words included (sentence scoring needs positions). */
export function words(text: string): string[] {
  return foldText(text).match(wordPattern) ?? [];
}

const vowels = /[aeiouy]/;

/** True when what is left after cutting `suffix` still has a vowel and `min` letters. */
function cut(word: string, suffix: string, min = 3): string | null {
  if (!word.endsWith(suffix)) return null;
  const stem = word.slice(0, -suffix.length);
  return stem.length >= min && vowels.test(stem) ? stem : null;
}

/**
 * Longest first. One list for English and French: a question may mix them ("titre de sejour
 * renewal") and both sides of a comparison go through the same cuts, so conflating an English and
 * a French ending only ever brings related words together ("nationalité"/"nationality").
 */
const suffixes = [
  "issements",
  "issement",
  "ications",
  "ication",
  "atrices",
  "ateurs",
  "atrice",
  "ations",
  "ements",
  "ement",
  "ateur",
  "ation",
  "ities",
  "ments",
  "ment",
  "ness",
  "ites",
  "ite",
  "ity",
  "ions",
  "ion",
  "ives",
  "ive",
  "ifs",
  "if",
  "euses",
  "euse",
  "eux",
  "ings",
  "ing",
  "ees",
  "ee",
  "es",
  "ed",
  "er",
  "e",
  "s",
  "al",
  "ly",
  "y",
];

/**
 * A light stemmer: plurals and the common derivational endings of English and French, never
 * below three letters. "salaires" → "salair", "salary" → "salar"; "renewal"/"renew" → "renew";
 * "titres" → "titr". Not linguistics: a key that puts a word's forms together.
 */
export function stem(word: string): string {
  if (/^[\u0600-\u06ff]/.test(word)) return stemArabic(word);
  if (word.length <= 3 || /\d/.test(word)) return word;
  let current = word;
  // Plurals and their irregular forms first, then one derivational ending, then a final -e/-s.
  if (current.endsWith("ies") && current.length > 4) current = `${current.slice(0, -3)}y`;
  else if (current.endsWith("eaux")) current = current.slice(0, -1);
  else if (current.endsWith("aux") && current.length > 4) current = `${current.slice(0, -3)}al`;
  else if (current.endsWith("s") && !current.endsWith("ss") && current.length > 4) current = current.slice(0, -1);
  for (const suffix of suffixes) {
    const stemmed = cut(current, suffix);
    if (stemmed) {
      current = stemmed;
      break;
    }
  }
  // Double consonants left by an ending ("installing" → "install" → "instal") and a last vowel.
  const last = cut(current, "e") ?? cut(current, "s") ?? current;
  return last.replace(/([bcdfghjklmnpqrstvwxz])\1$/, "$1");
}

/**
 * Arabic: the article and the clitics glued before it ("والبطاقة" → "بطاقة"), an attached pronoun
 * ("تأشيرتها" → "تأشير") and the feminine or plural ending, so the forms a reader types meet the
 * forms our Arabic texts use. Single-letter pronouns (ه، ك، ي) stay: too many words end with them.
 */
function stemArabic(word: string): string {
  let current = word.replace(/[\u064b-\u0652\u0640]/g, "");
  for (const prefix of ["وال", "بال", "كال", "فال", "لل", "ال"]) {
    if (current.startsWith(prefix) && current.length - prefix.length >= 3) {
      current = current.slice(prefix.length);
      break;
    }
  }

  // An attached pronoun ("تأشيرتك", "نفعّلها"): out, and a feminine ending it hid (ت) goes with it.
  for (const pronoun of ["هما", "كما", "هم", "هن", "كم", "كن", "ها", "نا", "ني"]) {
    if (current.endsWith(pronoun) && current.length - pronoun.length >= 3) {
      current = current.slice(0, -pronoun.length);
      if (current.endsWith("ت") && current.length >= 4) current = `${current.slice(0, -1)}ة`;
      break;
    }
  }
  for (const suffix of ["ات", "ة"]) {
    if (current.endsWith(suffix) && current.length - suffix.length >= 3) return current.slice(0, -suffix.length);
  }
  return current;
}

/**
 * Stems already computed: our content has a few thousand distinct words read hundreds of thousands
 * of times at start-up. Bounded, so questions full of unseen words cannot grow it without end.
 */
const stems = new Map<string, string>();
const maxCachedStems = 50_000;

/** The index terms of a text: folded, tokenised, stop words out, stemmed. */
export function analyse(text: string): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    if (stopWords.has(word) || (word.length < 2 && !/\d/.test(word))) continue;
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      stemmed = stem(word);
      if (stems.size < maxCachedStems) stems.set(word, stemmed);
    }
    terms.push(stemmed);
  }
  return terms;
}

/**
 * True when `a` becomes `b` with one insertion, deletion, substitution or swap of two neighbours:
 * the typos a reader makes ("salarie"/"salaire", "visum"/"visa"). Bounded, so it is cheap enough
 * to run against the whole vocabulary for the few unknown words of a question.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const restA = endA - start + 1;
  const restB = endB - start + 1;
  if (restA <= 1 && restB <= 1) return true;
  // A swap of two neighbours: "salaire" / "saliare".
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
