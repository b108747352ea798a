import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FileTypeIcon } from "../../components/ui/file-type-icon.tsx";
import type { ThreadMessage } from "./thread-view.server.ts";

export type MessageThreadProps = {
  /** Oldest first, newest last (loadThread). */
  messages: ThreadMessage[];
  /** The address of the page before this one ("Show earlier messages"), or null at the thread's start. */
  earlierHref?: string | null;
};

/**
 * A case's conversation, as a chat reads: oldest at the top, newest at the bottom and scrolled
 * into view, each message with its author, "Team" for anyone but the client, its time and its
 * files as download links (the API's attachment answer, so a plain link). The list is a polite
 * live log: messages that arrive while the page is open (the composer's post revalidates the
 * page) are read out once. Each message is an anchor, #message-<id>, which the e-mails link to;
 * when the address names one, the browser's own scroll to it is kept. Works without JavaScript.
 */
export function MessageThread({ messages, earlierHref = null }: MessageThreadProps) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    const element = log.current;
    if (!element || !newest) return;
    if (window.location.hash.startsWith("#message-") && document.getElementById(window.location.hash.slice(1))) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: "center" });
      return;
    }
    element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <div className="grid gap-3">
      {earlierHref && (
        <a href={earlierHref} className="justify-self-center text-sm font-semibold text-brand-800 underline">
          {t("messages.thread.earlier")}
        </a>
      )}
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t("messages.thread.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1).
        tabIndex={0}
        data-testid="message-thread"
        className="max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-4"
      >
        {messages.length === 0 ? (
          <p className="p-2 text-sm text-slate-700">{t("messages.thread.empty")}</p>
        ) : (
          <ol className="grid gap-3">
            {messages.map((message) => (
              <ThreadItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function ThreadItem({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation();
  const { author } = message;
  const name = author.isViewer ? t("messages.thread.you") : author.name || t("messages.thread.formerMember");
  return (
    <li
      id={`message-${message.id}`}
      className={`grid max-w-[85%] gap-1 scroll-mt-24 ${author.isViewer ? "justify-self-end" : "justify-self-start"}`}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
        <span className="font-semibold text-slate-900">{name}</span>
        {author.isTeam && (
          <span className="inline-flex items-center rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {t("messages.thread.team")}
          </span>
        )}
        <time dateTime={message.at} title={message.atTitle}>
          {message.atLabel}
        </time>
      </p>
      <div
        className={`rounded-2xl px-4 py-2.5 shadow-sm ${
          author.isViewer ? "bg-brand-700 text-white" : "border border-slate-200 bg-white text-slate-900"
        }`}
      >
        {message.body && (
          <p className="whitespace-pre-wrap break-words" dir="auto">
            {message.body}
          </p>
        )}
        {message.attachments.length > 0 && (
          <ul aria-label={t("messages.thread.attachments")} className={`grid gap-1.5 ${message.body ? "mt-2" : ""}`}>
            {message.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.downloadPath}
                  download
                  aria-label={t("messages.thread.download", { name: file.name, size: file.sizeLabel })}
                  className={`flex min-h-10 items-center gap-2 rounded-lg px-2 py-1 text-sm font-semibold underline ${
                    author.isViewer ? "bg-brand-800 text-white" : "bg-slate-100 text-brand-900"
                  }`}
                >
                  <FileTypeIcon contentType={file.contentType} className="size-6" />
                  <span className="truncate" dir="auto">
                    {file.name}
                  </span>
                  <span className="shrink-0 text-xs font-normal">{file.sizeLabel}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
