import type { Passage } from "../../core/assistant/assistant-contract.ts";
import type { Language } from "../../core/languages.ts";
import { pageUrl, writeProse } from "./passage-text.ts";

/**
 * An FAQ answer as a passage: the question is its title (readers ask the way FAQ questions are
 * written), cited on the page that shows it — the home page's FAQ section or the help centre's
 * item, each with its anchor.
 */
export type FaqItemForPassages = {
  id: string;
  language: Language;
  page: "home" | "help";
  question: string;
  answer: string;
};

export function faqPassage(item: FaqItemForPassages): Passage {
  const written = writeProse([item.answer], item.language);
  const url =
    item.page === "help" ? pageUrl("/help", item.language, item.id) : pageUrl("/", item.language, "faq-heading");
  return {
    id: `faq:${item.page}:${item.id}:${item.language}`,
    kind: "faq",
    language: item.language,
    title: item.question,
    text: written.text,
    url,
    sources: written.sources,
  };
}
