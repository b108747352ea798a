/**
 * The words of the assistant's page (ADR 0045): the chat of Premium and done-for-you members, the
 * preview that visitors and free members try, and the notes an answer can carry. Wired into
 * app/i18n/locales as `assistant`; French and Arabic have the same keys in assistant-fr.ts and
 * assistant-ar.ts. {{…}} are filled by the components: limits come from core/assistant/
 * assistant-limits.ts, dates arrive formatted, titles and publishers as written.
 */
export const assistantEn = {
  title: "Assistant",
  metaTitle: "Ask the assistant about your move to France",
  metaDescription:
    "Ask your questions about French visas, costs and settling in: answers from our visa pages and guides, with their official sources.",
  intro:
    "Ask about visas, costs, cities or your first steps in France. The assistant answers from our pages and the official sources behind them, and shows them under each answer.",
  notice: {
    title: "Guidance, not legal advice",
    text: "The assistant explains our pages; it does not know your file. Only the administration decides: check the official sources before you apply, or ask us for a consultation.",
    link: "Book a free consultation",
  },
  conversations: {
    heading: "Your conversations",
    newChat: "New conversation",
    empty: "No conversations yet. Your questions and their answers are kept here.",
    optionsShort: "Options",
    options: "Options for {{title}}",
    renameLabel: "New name",
    save: "Save",
    deleteQuestion: "Delete “{{title}}”? Its questions and answers are erased for good.",
    confirmDelete: "Yes, delete it",
  },
  suggestions: {
    heading: "Start with a question",
  },
  composer: {
    label: "Your question",
    hint: "{{max}} characters at most. The assistant answers from our pages; it does not see your documents.",
    remaining: "{{left}} characters left",
    ask: "Ask",
    stop: "Stop",
    noscript: "Without JavaScript, the answer appears when the page has reloaded; it can take a few seconds.",
  },
  thread: {
    label: "Questions and answers",
    you: "You",
    assistant: "Assistant",
    empty: "Ask your first question below.",
    answering: "The assistant is answering…",
    answered: "The answer is complete.",
    stopped: "Stopped: this answer is incomplete.",
    stoppedAnnounce: "Answer stopped.",
    copy: "Copy the answer",
    copied: "Answer copied.",
    copyFailed: "Could not copy: select the text instead.",
    feedbackLabel: "Was this answer helpful?",
    helpful: "Helpful",
    notHelpful: "Not helpful",
    feedbackThanks: "Thank you: your feedback helps us improve the answers.",
  },
  citations: {
    heading: "Sources",
    official: "{{publisher}}, checked on {{date}}",
    kind: {
      fact: "Key figure",
      visa: "Visa page",
      guide: "Guide",
      city: "City",
      faq: "FAQ",
      blog: "Article",
      tool: "Tool",
    },
  },
  notes: {
    model_unavailable: "Our AI model was unavailable, so this answer was put together from our pages directly.",
    answered_in_english: "We have no Arabic page on this subject yet: the answer comes from our English pages.",
    no_grounding: "Our pages have no official figure for this. The answer says where to check; it does not guess.",
  },
  preview: {
    heading: "Try the assistant",
    intro:
      "Pick an example question: the assistant answers it live, from our pages, with its sources. Premium members ask their own questions and keep their conversations.",
    questionsLabel: "Example questions",
    empty: "Choose a question above to see the answer.",
    upgradeTitle: "Ask your own questions with Premium",
    upgradeText:
      "Premium and done-for-you members ask the assistant anything about their move, in English, French or Arabic, and find their conversations again later.",
    upgradeCta: "See Premium",
    signIn: "Already a member? Sign in",
    emailTitle: "Keep this answer",
    emailText: "Leave your e-mail address: we send you our free relocation checklist and keep this preview with it.",
  },
  errors: {
    failed: "The assistant could not answer. Try again in a moment.",
    network: "The connection was lost before the answer was complete. Try again.",
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type AssistantTexts = Strings<typeof assistantEn>;
