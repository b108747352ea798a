/**
 * Figures in prose are tokens, never raw numbers (see content/visas/visa-content-types.ts):
 *   {fact:<registry id>}            e.g. {fact:student.min-monthly-resources}
 *   {city:<city id>.<cost metric>}  e.g. {city:lyon.rentOneBedroom}
 */
export type Token =
  | { key: string; kind: "fact"; id: string }
  | { key: string; kind: "city"; city: string; metric: string };

/**
 * An official French name inside prose in another language, `{fr:titre de séjour}`: shown marked
 * `lang="fr"`, isolated from the sentence's direction, so an Arabic sentence keeps its order and a
 * screen reader pronounces the name in French.
 */
export type Term = { kind: "term"; language: "fr"; text: string };

export type ProsePart = string | Token | Term;

const tokenPattern = /\{(fact|city):([a-zA-Z.-]+)\}/g;
/** A figure token, or a French term (no braces inside; digits are refused by the content tests). */
const partPattern = /\{(fact|city):([a-zA-Z.-]+)\}|\{fr:([^{}]+)\}/g;

function toToken(kind: string, ref: string): Token {
  if (kind === "fact") return { key: `fact:${ref}`, kind: "fact", id: ref };
  const [city = "", metric = ""] = ref.split(".");
  return { key: `city:${ref}`, kind: "city", city, metric };
}

export function splitProse(text: string): ProsePart[] {
  const parts: ProsePart[] = [];
  let last = 0;
  for (const match of text.matchAll(partPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      match[3] === undefined ? toToken(match[1]!, match[2]!) : { kind: "term", language: "fr", text: match[3] },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Every token in any nested structure of strings (a whole visa page, a guide…). */
export function tokensIn(value: unknown, found = new Map<string, Token>()): Map<string, Token> {
  if (typeof value === "string") {
    for (const part of splitProse(value))
      if (typeof part !== "string" && part.kind !== "term") found.set(part.key, part);
  } else if (Array.isArray(value)) {
    for (const item of value) tokensIn(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) tokensIn(item, found);
  }
  return found;
}

/** The French terms of a text, as written inside `{fr:…}`. */
export function termsIn(text: string): string[] {
  return splitProse(text).flatMap((part) => (typeof part !== "string" && part.kind === "term" ? [part.text] : []));
}

/** Text with the figure tokens taken out (terms kept): what must contain no digit at all. */
export function withoutTokens(text: string): string {
  return text.replace(tokenPattern, "");
}
