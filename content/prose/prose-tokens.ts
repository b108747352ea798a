/**
 * Figures in prose are tokens, never raw numbers (see content/visas/visa-content-types.ts):
 *   {fact:<registry id>}            e.g. {fact:student.min-monthly-resources}
 *   {city:<city id>.<cost metric>}  e.g. {city:lyon.rentOneBedroom}
 */
export type Token =
  | { key: string; kind: "fact"; id: string }
  | { key: string; kind: "city"; city: string; metric: string };
export type ProsePart = string | Token;

const tokenPattern = /\{(fact|city):([a-zA-Z.-]+)\}/g;

function toToken(kind: string, ref: string): Token {
  if (kind === "fact") return { key: `fact:${ref}`, kind: "fact", id: ref };
  const [city = "", metric = ""] = ref.split(".");
  return { key: `city:${ref}`, kind: "city", city, metric };
}

export function splitProse(text: string): ProsePart[] {
  const parts: ProsePart[] = [];
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(toToken(match[1]!, match[2]!));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Every token in any nested structure of strings (a whole visa page, a guide…). */
export function tokensIn(value: unknown, found = new Map<string, Token>()): Map<string, Token> {
  if (typeof value === "string") {
    for (const part of splitProse(value)) if (typeof part !== "string") found.set(part.key, part);
  } else if (Array.isArray(value)) {
    for (const item of value) tokensIn(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) tokensIn(item, found);
  }
  return found;
}

/** Text with the tokens taken out: what must contain no digit at all. */
export function withoutTokens(text: string): string {
  return text.replace(tokenPattern, "");
}
