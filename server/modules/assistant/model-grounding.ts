import { understandQuestion } from "../../../core/assistant/question-parts.ts";
import type { AnswerRequest } from "./answerer.ts";
import { assistantTools } from "./assistant-tools.ts";
import { composeParts } from "./compose-parts.ts";
import { questionVocabulary } from "./question-vocabulary.ts";

/** The parts of the question and our answer to each, as the built-in answerer composes them. */
export function modelGrounding(request: AnswerRequest): string {
  const parts = understandQuestion(request.question, request.history, questionVocabulary);
  const { blocks } = composeParts(parts, request.question, request.language, assistantTools, request.passages);
  if (blocks.length === 0) return "";
  const asked = `Parts asked: ${parts.topics.join(", ") || "none recognised"}. About the person: ${JSON.stringify(parts.person)}.`;
  const answers = blocks.map((block) => `${block.heading}\n${block.lines.join(" ")}`).join("\n\n");
  return `${asked}\nOur figures and engines for these parts (state figures only from here or the passages):\n${answers}`;
}
