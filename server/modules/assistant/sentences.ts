/**
 * How the assistant cuts our text into sentences to quote (the built-in answerer's retrieved
 * passages, a route page's section for a part of a question).
 */

/** Sentences end with . ! ? … before a space and a capital, digit or quote: "1.5×" and "e.g. a" stay whole. */
export function sentencesOf(text: string): string[] {
  const pieces = text
    .split(/(?<=[.!?…»)])\s+(?=[\p{Lu}\d«"(\u0600-\u06ff])/u)
    .map((one) => one.trim())
    .filter(Boolean);
  // "No." or "Yes, since 2026." says nothing quoted alone: it stays with the sentence after it.
  const sentences: string[] = [];
  let pending = "";
  for (const piece of pieces) {
    const joined = pending ? `${pending} ${piece}` : piece;
    if (joined.split(/\s+/).length < 4) pending = joined;
    else {
      sentences.push(joined);
      pending = "";
    }
  }
  if (pending) sentences.push(pending);
  return sentences;
}
