import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerNote, Citation } from "../../../core/assistant/assistant-contract.ts";
import { EmailCaptureForm } from "../../components/shared/email-capture-form.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { ChatThread, liveTurn, type Turn } from "./chat-thread.tsx";
import type { ExampleQuestion } from "./chat-types.ts";
import { LiveStatus } from "./live-status.tsx";
import { useAnswerStream } from "./use-answer-stream.ts";

/** A preview answer composed on the server for a page posted without JavaScript. */
export type PostedPreviewAnswer = { question: string; text: string; citations: Citation[]; notes: AnswerNote[] };

export type AssistantPreviewProps = {
  questions: ExampleQuestion[];
  action: string;
  pricingHref: string;
  /** Visitors get a way to sign in; free members are already signed in. */
  signInHref: string | null;
  /** Links an e-mail address left here to this preview (the e-mail capture's `conversationId`). */
  conversationId: string;
  posted: PostedPreviewAnswer | null;
};

/**
 * The assistant as visitors and free members see it: example questions answered live
 * by the built-in answerer (nothing stored), the upgrade prompt, and the e-mail capture tied to
 * this preview. Each question is a form: without JavaScript the answer arrives with the reloaded page.
 */
export function AssistantPreview(props: AssistantPreviewProps) {
  const { t } = useTranslation();
  const { live, ask } = useAnswerStream();
  const questionsId = useId();
  const upgradeId = useId();
  const emailId = useId();
  const streaming = live?.status === "streaming";

  const turn: Turn | null = live
    ? liveTurn(live, t("assistant.errors.network"))
    : props.posted
      ? { key: "posted", question: props.posted.question, answer: { ...props.posted, status: "done" } }
      : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-6">
        <section aria-labelledby={questionsId} className="grid gap-3">
          <h2 id={questionsId} className="text-xl font-bold text-brand-900">
            {t("assistant.preview.heading")}
          </h2>
          <p className="text-slate-700">{t("assistant.preview.intro")}</p>
          <ul aria-label={t("assistant.preview.questionsLabel")} className="grid gap-2 sm:grid-cols-2">
            {props.questions.map((example) => (
              <li key={example.id}>
                <form
                  method="post"
                  action={props.action}
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (!streaming) void ask(example.question, `/api/assistant/preview/${example.id}`);
                  }}
                >
                  <input type="hidden" name="intent" value="preview" />
                  <input type="hidden" name="questionId" value={example.id} />
                  <button
                    type="submit"
                    aria-disabled={streaming || undefined}
                    className="w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-start text-slate-900 hover:border-brand-300 hover:bg-brand-50"
                  >
                    {example.question}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
        <ChatThread turns={turn ? [turn] : []} empty={t("assistant.preview.empty")} />
        <LiveStatus live={live} />
        <section aria-labelledby={emailId} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id={emailId} className="text-lg font-bold text-brand-900">
            {t("assistant.preview.emailTitle")}
          </h2>
          <p className="text-slate-700">{t("assistant.preview.emailText")}</p>
          <EmailCaptureForm conversationId={props.conversationId} />
        </section>
      </div>
      <aside className="grid content-start gap-6">
        <section aria-labelledby={upgradeId} className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <h2 id={upgradeId} className="text-lg font-bold text-brand-900">
            {t("assistant.preview.upgradeTitle")}
          </h2>
          <p className="text-slate-800">{t("assistant.preview.upgradeText")}</p>
          <Link to={props.pricingHref} className={buttonClasses("primary", "md", "justify-self-start")}>
            {t("assistant.preview.upgradeCta")}
          </Link>
          {props.signInHref && (
            <Link to={props.signInHref} className="text-sm font-medium text-brand-800 underline underline-offset-2">
              {t("assistant.preview.signIn")}
            </Link>
          )}
        </section>
      </aside>
    </div>
  );
}
