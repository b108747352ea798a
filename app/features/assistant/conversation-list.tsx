import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { controlClasses } from "../../components/ui/form-field.tsx";
import { Link } from "../../components/ui/link.tsx";

export type ConversationItem = { id: string; title: string; href: string; current: boolean };

/**
 * The member's conversations, the most recent first, with a new chat. Each has its options in a
 * disclosure (a native <details>: keyboard and screen-reader ready, no JavaScript): rename, and
 * delete behind a confirmation sentence and its own button. Plain forms posted to the page.
 */
export function ConversationList({
  conversations,
  newChatHref,
  action,
  maxTitleLength,
}: {
  conversations: ConversationItem[];
  newChatHref: string;
  action: string;
  maxTitleLength: number;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="grid content-start gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {t("assistant.conversations.heading")}
      </h2>
      <Link to={newChatHref} className={buttonClasses("secondary", "sm", "justify-self-start")}>
        <span aria-hidden="true">+</span>
        {t("assistant.conversations.newChat")}
      </Link>
      {conversations.length === 0 ? (
        <p className="text-sm text-slate-700">{t("assistant.conversations.empty")}</p>
      ) : (
        <ul className="grid gap-1">
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              action={action}
              maxTitleLength={maxTitleLength}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

function ConversationRow({
  conversation,
  action,
  maxTitleLength,
}: {
  conversation: ConversationItem;
  action: string;
  maxTitleLength: number;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const title = conversation.title || t("assistant.conversations.newChat");
  return (
    <li className={`rounded-lg ${conversation.current ? "bg-brand-50 ring-1 ring-brand-200" : "hover:bg-slate-50"}`}>
      <Link
        to={conversation.href}
        aria-current={conversation.current ? "page" : undefined}
        className="block px-3 py-2 text-sm font-medium break-words text-slate-900"
      >
        {title}
      </Link>
      {/* Keyed by the title: a rename closes the options (a new element), as a saved form should. */}
      <details key={conversation.title} className="px-3 pb-2 text-sm">
        {/* The visible word starts the accessible name, which also says which conversation (WCAG 2.5.3). */}
        <summary
          aria-label={t("assistant.conversations.options", { title })}
          className="min-h-6 cursor-pointer py-0.5 text-brand-800 underline-offset-2 hover:underline"
        >
          {t("assistant.conversations.optionsShort")}
        </summary>
        <div className="mt-2 grid gap-3">
          <Form method="post" action={action} className="grid gap-1.5">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={conversation.id} />
            <label htmlFor={inputId} className="font-medium text-slate-800">
              {t("assistant.conversations.renameLabel")}
            </label>
            <input
              id={inputId}
              name="title"
              required
              maxLength={maxTitleLength}
              defaultValue={conversation.title}
              className={controlClasses}
            />
            <button type="submit" className={buttonClasses("secondary", "sm", "justify-self-start")}>
              {t("assistant.conversations.save")}
            </button>
          </Form>
          <Form method="post" action={action} className="grid gap-1.5">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={conversation.id} />
            <p className="text-slate-800">{t("assistant.conversations.deleteQuestion", { title })}</p>
            <button
              type="submit"
              className="inline-flex min-h-10 items-center justify-self-start rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t("assistant.conversations.confirmDelete")}
            </button>
          </Form>
        </div>
      </details>
    </li>
  );
}
