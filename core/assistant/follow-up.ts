import type { ChatTurn } from "./assistant-contract.ts";
import { analyse } from "./text-analysis.ts";

/**
 * A follow-up question ("and in Lyon?", "et pour un étudiant ?") names no subject of its own: it
 * is read together with the reader's previous question, for retrieval and for choosing what to
 * quote. A question of more than three words that does not open like a follow-up stands alone.
 */
const followUpTerms = 3;
const followUpOpening = /^\s*(and|also|what about|how about|et|aussi|mais|pour)\b/i;

export function withContext(question: string, history: readonly ChatTurn[]): string {
  const previous = history.findLast((turn) => turn.role === "user")?.text;
  if (!previous || previous === question) return question;
  const short = analyse(question).length <= followUpTerms;
  return short || followUpOpening.test(question) ? `${question} ${previous}` : question;
}
