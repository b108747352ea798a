import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { apiRequest } from "../../lib/api-request.ts";
import type { FormRefusal } from "../../lib/form-refusal.ts";
import { keepLanguage } from "../../lib/keep-language.ts";
import type { AnswerCardProps } from "./answer-card.tsx";
import { ChatThread, liveTurn, type Turn } from "./chat-thread.tsx";
import type { ChatMessage, ExampleQuestion } from "./chat-types.ts";
import { type ConversationItem, ConversationList } from "./conversation-list.tsx";
import { LiveStatus } from "./live-status.tsx";
import { QuestionForm } from "./question-form.tsx";
import { useAnswerStream } from "./use-answer-stream.ts";

export type ChatViewProps = {
  conversation: { id: string; title: string } | null;
  messages: ChatMessage[];
  conversations: ConversationItem[];
  suggestions: ExampleQuestion[];
  /** Where this page's forms post (the page itself, language kept). */
  action: string;
  newChatHref: string;
  limits: { maxQuestionLength: number; maxTitleLength: number };
  /** A refused question posted without JavaScript: the API's sentence and what was typed (`question`). */
  refusal: FormRefusal | undefined;
};

/** Stored messages as turns: each question with the answer that followed it, if any. */
function turnsOf(messages: ChatMessage[], feedbackAction: string): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    if (message.role === "user") {
      turns.push({ key: message.id, question: message.text, answer: null });
      continue;
    }
    const answer: AnswerCardProps = {
      text: message.text,
      citations: message.citations,
      notes: message.notes,
      status: message.stopped ? "stopped" : "done",
      feedback: { messageId: message.id, value: message.feedback, action: feedbackAction },
    };
    const last = turns.at(-1);
    if (last && !last.answer) last.answer = answer;
    else turns.push({ key: message.id, question: "", answer });
  }
  return turns;
}

/**
 * The members' chat: their conversations beside the open one, suggested first
 * questions in a new chat, the question box, and the answer streaming in. When an answer ends
 * (done or stopped), the page reloads its data from the server, so what shows is what was stored:
 * history survives a reload, and a new conversation gets its own address.
 */
export function ChatView(props: ChatViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { live, ask, stop, fail } = useAnswerStream();
  // Once the page shows the stored answer, the live copy hides (its status line stays for screen readers).
  const [liveStored, setLiveStored] = useState(false);
  const streaming = live?.status === "streaming";

  async function askQuestion(question: string) {
    let id = props.conversation?.id;
    if (!id) {
      try {
        const created = await apiRequest<{ conversation: { id: string } }>("POST", "/api/assistant/conversations", {});
        id = created.conversation.id;
      } catch (error) {
        setLiveStored(false);
        fail(question, error);
        return;
      }
    }
    setLiveStored(false);
    const answer = await ask(question, `/api/assistant/conversations/${id}/messages`, { question });
    if (answer.status === "failed") return;
    // A stopped answer is stored by the server once it sees the request end: give it a moment.
    if (answer.status === "stopped") await new Promise((resolve) => setTimeout(resolve, 400));
    await navigate(keepLanguage(`/assistant/${id}`, location), {
      replace: props.conversation?.id === id,
      preventScrollReset: true,
    });
    setLiveStored(true);
  }

  const turns = turnsOf(props.messages, props.action);
  const shownLive =
    live && !liveStored && !props.messages.some((message) => message.id === live.messageId) ? live : null;
  if (shownLive) turns.push(liveTurn(shownLive, t("assistant.errors.network")));
  const showSuggestions = turns.length === 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <ConversationList
        conversations={props.conversations}
        newChatHref={props.newChatHref}
        action={props.action}
        maxTitleLength={props.limits.maxTitleLength}
      />
      <div className="grid content-start gap-6">
        {props.conversation && (
          <h2 className="text-xl font-bold break-words text-brand-900">
            {props.conversation.title || t("assistant.conversations.newChat")}
          </h2>
        )}
        <ChatThread turns={turns} empty={props.conversation ? t("assistant.thread.empty") : undefined} />
        {showSuggestions && (
          <section aria-labelledby="assistant-suggestions" className="grid gap-3">
            <h2 id="assistant-suggestions" className="text-lg font-bold text-brand-900">
              {t("assistant.suggestions.heading")}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {props.suggestions.map((suggestion) => (
                <li key={suggestion.id}>
                  <form
                    method="post"
                    action={props.action}
                    onSubmit={(event) => {
                      event.preventDefault();
                      void askQuestion(suggestion.question);
                    }}
                  >
                    <input type="hidden" name="intent" value="ask" />
                    <input type="hidden" name="question" value={suggestion.question} />
                    <button
                      type="submit"
                      className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-start text-slate-900 hover:border-brand-300 hover:bg-brand-50"
                    >
                      {suggestion.question}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          </section>
        )}
        <LiveStatus live={live} />
        <QuestionForm
          action={props.action}
          maxLength={props.limits.maxQuestionLength}
          streaming={streaming}
          onAsk={(question) => void askQuestion(question)}
          onStop={stop}
          initialQuestion={props.refusal?.values.question}
          error={props.refusal?.message}
        />
      </div>
    </div>
  );
}
