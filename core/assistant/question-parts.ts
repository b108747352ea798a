import type { EligibilityPurpose } from "../eligibility/eligibility-profile.ts";
import type { ChatTurn } from "./assistant-contract.ts";
import {
  type AskedTopic,
  askedTopics,
  nationalityLexicon,
  purposeLexicon,
  routeLexicon,
  topicLexicon,
} from "./question-lexicon.ts";
import { foldText, withinOneEdit } from "./text-analysis.ts";

/**
 * What a question asks and what it says about the person (ADR 0079), read without a model:
 * the parts asked (several in one question, in the order asked), the visa routes named, and the
 * person's facts — nationality, age, plan, salary or resources with their unit, city, family.
 * A follow-up ("and in Lyon?", "et je peux travailler ?") is read with the earlier questions: the
 * person's facts carry over, and a question asking nothing of its own asks again what the last
 * one did. Pure: the cities a question may name come in as a vocabulary (they are content).
 */

/** An amount the person gives, read with its unit as written. */
export type StatedAmount = {
  amount: number;
  kind: "salary" | "resources" | "savings" | "investment";
  period: "month" | "year" | null;
  basis: "gross" | "net" | null;
};

export type PersonFacts = {
  /** ISO 3166 alpha-2. */
  nationality: string | null;
  age: number | null;
  purpose: Exclude<EligibilityPurpose, "other"> | null;
  amounts: StatedAmount[];
  /** City slug from the vocabulary: the first named. */
  city: string | null;
  /** Every city named, in order ("Bordeaux or Nice?"). */
  cities: string[];
  /** A spouse or partner is part of the move or of the question. */
  partner: boolean;
  /** The household's size when the question gives it ("a family of four", "nous sommes 3"). */
  household: number | null;
  /** The spouse or partner is French ("my French wife", "mon mari est français"). */
  frenchPartner: boolean;
  children: number | null;
};

export type QuestionParts = {
  topics: AskedTopic[];
  /** Visa page slugs the question names, in order. */
  routes: string[];
  person: PersonFacts;
  /** Read with earlier questions (a follow-up). */
  followUp: boolean;
  /** The question names only a city (after an earlier question): "and in Lyon?". */
  cityOnly: boolean;
};

export type QuestionVocabulary = { cities: readonly { slug: string; names: readonly string[] }[] };

const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Folded as the lexicon is written: Latin without accents, Arabic without vowel marks and with one alef, Western digits. */
export function readableQuestion(text: string): string {
  return (
    foldText(text)
      .replace(arabicDigits, (digit) => String((digit.charCodeAt(0) & 0xf) % 10))
      // NFD (in foldText) splits the hamza off its letter: أ إ آ become ا, ئ becomes ي, ؤ becomes و.
      .replace(/[\u064b-\u0655\u0640]/g, "")
      .replace(/ى/g, "ي")
      .replace(/ة/g, "ه")
      .replace(/[\u2010-\u2015]/g, "-")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const latinWords = (text: string) => text.match(/[a-z']+/g) ?? [];

function mentions(text: string, patterns: readonly RegExp[], typos: readonly string[] = []): number {
  let first = Number.POSITIVE_INFINITY;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) first = Math.min(first, match.index);
  }
  if (first === Number.POSITIVE_INFINITY && typos.length > 0) {
    let offset = 0;
    for (const word of latinWords(text)) {
      offset = text.indexOf(word, offset);
      if (word.length >= 6 && typos.some((typo) => word[0] === typo[0] && withinOneEdit(word, typo))) return offset;
    }
  }
  return first;
}

/** A number as people write one: "52,000", "52 000", "52.000", "52k", "1.5k", "3000". */
const amountPattern =
  /(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s?(k\b|mille\b|000\b)?\s?(€|eur\b|euros?\b|e\b|يورو)?/g;

const monthWords =
  /(per month|a month|\/ ?month|monthly|each month|par mois|\/ ?mois|mensuel|mensuels|mensuelle|net mois|شهري|بالشهر|في الشهر|كل شهر)/;
const yearWords =
  /(per year|a year|\/ ?year|annual|annually|yearly|par an\b|\/ ?an\b|annuel|annuelle|l'annee|سنوي|في السنه|بالسنه)/;
const grossWords = /\b(gross|brut|brute|bruts)\b|اجمالي|قبل الضريبه/;
const netWords = /\b(net|nets|nette|after tax)\b|صافي/;
const salaryWords =
  /(salary|salaire|propose|proposition|cdi|cdd|brut|embauche|hired|wage|paid|paying|pays|pay\b|offer|offre|job|earn|gagne|gagner|remuneration|package|contrat|contract|راتب|الراتب|عرض)/;
const savingsWords = /(savings|saved|epargne|economies|de cote|in the bank|en banque|sur mon compte|مدخرات|في البنك)/;
const investmentWords = /(invest|investir|investissement|investment|استثمار|استثمر)/;
const resourcesWords =
  /(pension|retraite|income|revenus?|resources|ressources|rente|allowance|bourse|scholarship|grant|per month|par mois|معاش|دخل|منحه)/;
const notAmount =
  /^\s?(years?|yrs?|ans?\b|months?|mois|weeks?|semaines?|days?|jours?|hours?|h\b|heures?|kids?|children|enfants?|people|personnes|سنه|سنوات|شهر|اشهر|ساعه|ساعات|اطفال|%|percent)/;

function amountValue(digits: string, multiplier: string | undefined): number {
  const grouped = /^\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+/.exec(digits);
  let value: number;
  if (grouped) {
    const whole = grouped[0].replace(/[^\d]/g, "");
    const rest = digits.slice(grouped[0].length).replace(",", ".");
    value = Number(whole + rest);
  } else value = Number(digits.replace(",", "."));
  if (multiplier === "k" || multiplier === "mille") value *= 1000;
  if (multiplier === "000") value = value * 1000;
  return value;
}

function statedAmounts(text: string): StatedAmount[] {
  const amounts: StatedAmount[] = [];
  for (const match of text.matchAll(amountPattern)) {
    const [whole, digits = "", multiplier, currency] = match;
    const at = match.index ?? 0;
    const after = text.slice(at + whole.length, at + whole.length + 30);
    const before = text.slice(Math.max(0, at - 45), at);
    if (!currency && !multiplier && notAmount.test(after)) continue;
    // A year ("in 2026"), an hour ("20h") or a level is not an amount.
    const value = amountValue(digits, multiplier);
    if (!Number.isFinite(value) || value <= 0) continue;
    if (!currency && !multiplier && (value < 300 || (value >= 1990 && value <= 2100 && !/\d[ ,.]\d/.test(digits))))
      continue;
    const near = `${before} ${after}`;
    const period =
      monthWords.test(after.slice(0, 22)) || monthWords.test(before.slice(-12))
        ? "month"
        : yearWords.test(after.slice(0, 22)) || multiplier === "k"
          ? "year"
          : null;
    const basis =
      grossWords.test(after.slice(0, 18)) || grossWords.test(before.slice(-14))
        ? "gross"
        : netWords.test(after.slice(0, 18)) || netWords.test(before.slice(-10))
          ? "net"
          : null;
    const kind: StatedAmount["kind"] = investmentWords.test(near)
      ? "investment"
      : savingsWords.test(near)
        ? "savings"
        : salaryWords.test(near)
          ? "salary"
          : resourcesWords.test(near)
            ? "resources"
            : value >= 10_000
              ? "salary"
              : "resources";
    amounts.push({ amount: value, kind, period: period ?? (value >= 10_000 ? "year" : "month"), basis });
  }
  return amounts;
}

const agePatterns = [
  /\b(\d{2}) ?(?:years? old|yo\b|y\/o|yrs old|ans\b|an\b)/,
  /\b(?:i am|i'm|im|age|aged|j'ai|jai|age de|agee? de)\s(\d{2})\b(?! ?(?:€|eur|k\b|children|kids|enfants|000))/,
  /عمري (\d{2})|(\d{2}) ?(?:سنه|عاما|عام)/,
];

function ageOf(text: string): number | null {
  for (const pattern of agePatterns) {
    const match = pattern.exec(text);
    const value = Number(match?.[1] ?? match?.[2]);
    if (match && value >= 15 && value <= 99) return value;
  }
  return null;
}

const countWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};
const childrenPattern =
  /\b(\d|one|two|three|four|five|un|une|deux|trois|quatre|cinq) (?:kids?|children|child|enfants?|petits)\b|(\d) ?(?:اطفال|اولاد|طفل)/;
const partnerPattern =
  /\b(wife|husband|spouse|partner|fiance|fiancee|girlfriend|boyfriend|femme|mari|epoux|epouse|conjoint|conjointe|copine|copain|compagnon|compagne)\b|زوجتي|زوجي|زوجه|زوج|مراتي/;

const frenchPartnerPattern =
  /\b(i'm|im|i am|je suis) (a )?(french|francais|francaise)\b|\b(french|francais|francaise) (wife|husband|spouse|partner|citizen|national)\b|\b(wife|husband|spouse|partner|femme|mari|epoux|epouse|conjoint|conjointe)( is| est)? (french|francais|francaise)\b|\b(marie|mariee|married) (a|avec|to) (un|une|a)? ?(french|francais|francaise)\b|زوجي فرنسي|زوجتي فرنسيه|فرنسيه الجنسيه|فرنسي الجنسيه/;

const householdPattern =
  /\b(?:family|famille|foyer|household) (?:of|de) (\d|two|three|four|five|six|deux|trois|quatre|cinq|six)\b|\b(\d|two|three|four|five|deux|trois|quatre|cinq) (?:people|persons|personnes|of us)\b|\b(?:we are|nous sommes|on est) (\d|two|three|four|five|deux|trois|quatre|cinq)\b/;

function householdOf(text: string): number | null {
  const match = householdPattern.exec(text);
  const word = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!word) return null;
  const count = Number(word) || countWords[word] || (word === "six" ? 6 : 0);
  return count >= 1 && count <= 8 ? count : null;
}

/** Arabic counts two with the dual: "ولدين", "طفلين". */
const arabicTwoChildren = /ولدين|طفلين|ابنين|بنتين|ولاد اثنين|طفلان/;

function childrenOf(text: string): number | null {
  if (arabicTwoChildren.test(text)) return 2;
  const match = childrenPattern.exec(text);
  if (!match) return /\b(my (kids|children)|mes enfants)\b|اطفالي|اولادي/.test(text) ? 1 : null;
  const word = match[1] ?? match[2] ?? "";
  return Number(word) || countWords[word] || null;
}

function nationalityOf(text: string): string | null {
  let best: { code: string; at: number } | null = null;
  for (const { code, words } of nationalityLexicon) {
    for (const written of words) {
      const word = readableQuestion(written);
      const latin = /^[a-z' -]+$/.test(word);
      const at = latin ? new RegExp(`\\b${word}\\b`).exec(text)?.index : text.indexOf(word);
      if (at !== undefined && at >= 0 && (!best || at < best.at)) best = { code, at };
    }
  }
  return best?.code ?? null;
}

function citiesOf(text: string, vocabulary: QuestionVocabulary): string[] {
  const found: { slug: string; at: number }[] = [];
  for (const city of vocabulary.cities) {
    let first = Number.POSITIVE_INFINITY;
    for (const name of city.names) {
      const folded = readableQuestion(name);
      const latin = /^[a-z' -]+$/.test(folded);
      const at = latin ? new RegExp(`\\b${folded}\\b`).exec(text)?.index : text.indexOf(folded);
      if (at !== undefined && at >= 0) first = Math.min(first, at);
    }
    if (first < Number.POSITIVE_INFINITY) found.push({ slug: city.slug, at: first });
  }
  return found.sort((a, b) => a.at - b.at).map((one) => one.slug);
}

const pastDegree =
  /\b(did|finished|completed|have|got|hold|graduated|ai|obtenu|fait|termine|fini|titulaire)( my| a| an| un| une| mon| ma| d'un| d'une)? (master'?s?|bachelor|licence|degree|diplome|phd|doctorat)/;

function purposeOf(text: string): PersonFacts["purpose"] {
  let best: { purpose: PersonFacts["purpose"]; at: number } | null = null;
  for (const [purpose, patterns] of Object.entries(purposeLexicon)) {
    const at = mentions(text, patterns);
    if (at < (best?.at ?? Number.POSITIVE_INFINITY)) best = { purpose: purpose as PersonFacts["purpose"], at };
  }
  // A degree already held ("I did my master's in Paris") is not a plan to study.
  if (
    best?.purpose === "study" &&
    pastDegree.test(text) &&
    !/\b(admitted|admis|admise|start(ing)?|commence|inscri|apply|postuler)\b|قبلوني|قبول/.test(text)
  ) {
    const others = Object.entries(purposeLexicon).filter(([purpose]) => purpose !== "study");
    const next = others
      .map(([purpose, patterns]) => ({ purpose, at: mentions(text, patterns) }))
      .filter((one) => one.at < Number.POSITIVE_INFINITY)
      .sort((a, b) => a.at - b.at)[0];
    return (next?.purpose as PersonFacts["purpose"]) ?? null;
  }
  // A researcher with a job offer is a researcher; a student's job is a student job.
  if (best && mentions(text, purposeLexicon.research) < Number.POSITIVE_INFINITY) return "research";
  if (best && mentions(text, purposeLexicon.study) < Number.POSITIVE_INFINITY) return "study";
  if (best && mentions(text, purposeLexicon.retire) < Number.POSITIVE_INFINITY) return "retire";
  return best?.purpose ?? null;
}

/** Topics asked, in the order the question asks them. */
function topicsOf(text: string, amounts: StatedAmount[]): AskedTopic[] {
  const found = askedTopics
    .map((topic) => ({ topic, at: mentions(text, topicLexicon[topic].patterns, topicLexicon[topic].typos) }))
    .filter((one) => one.at < Number.POSITIVE_INFINITY);
  // An amount given with "is it enough" asks about the floor it is compared with.
  const enough = /\b(enough|sufficient|ok|okay|suffisant|suffisante|suffit|assez|bon)\b|يكفي|كافي/.exec(text);
  if (enough) {
    const at = enough.index;
    if (amounts.some((one) => one.kind === "salary")) found.push({ topic: "salary-floor", at });
    else if (amounts.some((one) => one.kind === "resources" || one.kind === "savings"))
      found.push({ topic: "resources", at });
  }
  // A salary given is a salary to compare with the floors, asked or not ("an offer at 52,000 €…").
  const salary = amounts.find((one) => one.kind === "salary");
  if (salary && !found.some((one) => one.topic === "salary-floor")) {
    found.push({ topic: "salary-floor", at: text.indexOf(String(salary.amount).slice(0, 2)) });
  }
  let topics = [...new Map(found.sort((a, b) => a.at - b.at).map((one) => [one.topic, one])).keys()];
  // A person's family described in passing ("with my wife and two kids, how much is rent") is not
  // asked about; a family question asks to bring, join or what the family may do.
  if (topics.includes("family")) {
    const asked =
      /\b(bring|join|come with|come too|reunification|can my|could my|will my|do my|does my|what about (my|our) (family|wife|husband|kids|children)|family (visa|members?)|regroupement|rejoindre|faire venir|venir avec|peut[- ]elle|peut[- ]il|peuvent|pourront|est-ce que (ma|mon|mes)|et (ma famille|mes enfants|ma femme|mon mari))\b|لم الشمل|احضار|يلتحق|تلحق|هل يمكن لزوج|هل يحق لزوج|عائلتي|ياتي|تاتي|ياتو/.test(
        text,
      );
    if (!asked) topics = topics.filter((topic) => topic !== "family");
  }
  // Documents named as part of another question ("do I need bank statements to prove...") stay.
  // "Cost of living" in a fee question ("how much does the visa cost") is the fee.
  if (
    topics.includes("fees") &&
    topics.includes("cost-of-living") &&
    !/\b(rent|loyer|living|vie|budget)\b/.test(text)
  ) {
    topics = topics.filter((topic) => topic !== "cost-of-living");
  }
  // Rent control and deposits are rules, not costs; a bank, health cover or the carte Vitale are
  // settling in, not a visa file: the passages answer them.
  if (
    /\b(rent control|encadrement|landlord|proprio|proprietaire|bailleur|deposit|caution|depot de garantie)\b/.test(text)
  ) {
    topics = topics.filter((topic) => topic !== "cost-of-living");
  }
  if (
    /\b(bank account|compte (en banque|bancaire)|carte vitale|health insurance|assurance maladie|puma|mutuelle|cpam)\b/.test(
      text,
    ) &&
    !/\b(visa|titre|permit|application|demande de visa|consulat|consulate)\b|تاشيره|فيزا/.test(text)
  ) {
    topics = topics.filter((topic) => topic !== "documents");
  }
  return topics;
}

function routesOf(text: string): string[] {
  return routeLexicon
    .map(({ slug, patterns }) => ({ slug, at: mentions(text, patterns) }))
    .filter((one) => one.at < Number.POSITIVE_INFINITY)
    .sort((a, b) => a.at - b.at)
    .map((one) => one.slug);
}

function personOf(text: string, vocabulary: QuestionVocabulary): PersonFacts {
  const cities = citiesOf(text, vocabulary);
  return {
    nationality: nationalityOf(text),
    age: ageOf(text),
    purpose: purposeOf(text),
    amounts: statedAmounts(text),
    city: cities[0] ?? null,
    cities,
    partner: partnerPattern.test(text),
    frenchPartner: frenchPartnerPattern.test(text),
    household: householdOf(text),
    children: childrenOf(text),
  };
}

/** "Only my wife", "juste ma femme": the household is the couple, whatever was said before. */
const onlyPartnerPattern =
  /\b(only|just) (my|me and my) (wife|husband|spouse|partner)\b|\b(seulement|juste|que) (ma femme|mon mari|mon epoux|mon epouse|moi et ma femme|moi et mon mari)\b|فقط انا وزوج|فقط زوج/;

const followUpOpening =
  /^(and|also|what about|how about|same for|et|aussi|mais|pour|et pour|et si|و|وماذا عن|وفي|طيب)\b|^و/;

function readOne(question: string, vocabulary: QuestionVocabulary) {
  const text = readableQuestion(question);
  const person = personOf(text, vocabulary);
  return { text, person, topics: topicsOf(text, person.amounts), routes: routesOf(text) };
}

/** Reads a question, with the reader's earlier questions of the conversation for a follow-up. */
export function understandQuestion(
  question: string,
  history: readonly ChatTurn[],
  vocabulary: QuestionVocabulary,
): QuestionParts {
  const current = readOne(question, vocabulary);
  const earlier = history
    .filter((turn) => turn.role === "user" && turn.text !== question)
    .map((turn) => readOne(turn.text, vocabulary));
  const words = current.text.split(" ").filter(Boolean).length;
  const followUp =
    earlier.length > 0 && (followUpOpening.test(current.text) || current.topics.length === 0 || words <= 5);
  // One conversation is about one person: what they said of themselves earlier still holds,
  // unless this question says otherwise ("and if it's only my wife?" drops the children).
  const person: PersonFacts = { ...current.person };
  for (const turn of [...earlier].reverse()) {
    person.nationality ??= turn.person.nationality;
    person.age ??= turn.person.age;
    person.purpose ??= turn.person.purpose;
    if (person.city === null && turn.person.city !== null && followUp) {
      person.city = turn.person.city;
      person.cities = turn.person.cities;
    }
    if (!onlyPartnerPattern.test(current.text)) {
      person.children ??= turn.person.children;
      person.household ??= turn.person.household;
    }
    person.partner ||= turn.person.partner;
    person.frenchPartner ||= turn.person.frenchPartner;
    if (person.amounts.length === 0) person.amounts = turn.person.amounts;
  }
  if (onlyPartnerPattern.test(current.text)) person.children = 0;
  const lastAsked = [...earlier].reverse().find((turn) => turn.topics.length > 0);
  const lastRoutes = [...earlier].reverse().find((turn) => turn.routes.length > 0)?.routes ?? [];
  const cityOnly = followUp && current.topics.length === 0 && current.person.city !== null && words <= 6;
  const topics: AskedTopic[] = cityOnly
    ? ["cost-of-living"]
    : current.topics.length > 0
      ? current.topics
      : (lastAsked?.topics ?? []);
  return {
    topics,
    routes: current.routes.length > 0 ? current.routes : lastRoutes,
    person,
    followUp,
    cityOnly,
  };
}
