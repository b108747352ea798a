import { maxAttachmentsPerMessage, messageMaxLength } from "../../../core/case/case-inputs.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import { maxUploadBytes } from "../../../core/uploads.ts";
import type { Db } from "../../../server/db/database.ts";
import type { OpenedCase } from "../../../server/modules/cases/case-access.ts";
import type { FileView, MessageView } from "../../../server/modules/cases/case-view.ts";
import { defaultMessagePageSize, listMessages } from "../../../server/modules/messages/list-messages.ts";
import { unreadCount } from "../../../server/modules/messages/unread-count.ts";
import { caseFormats } from "../../lib/dashboard-formats.server.ts";

export type ThreadFile = FileView & { sizeLabel: string };
export type ThreadMessage = Omit<MessageView, "attachments"> & {
  /** "5 minutes ago", "3 Dec 2026": formatted on the server, like every date of the client area. */
  atLabel: string;
  /** The full date and time, for the tooltip. */
  atTitle: string;
  attachments: ThreadFile[];
};

export type ThreadView = {
  messages: ThreadMessage[];
  /** The id to page back from ("Show earlier messages"), or null when this page starts the thread. */
  earlierBefore: string | null;
  unread: number;
  /** What the composer says of its limits, formatted in the page's language. */
  limits: { maxLength: string; maxFiles: string; uploadSize: string };
};

/** Messages as the thread shows them: times and sizes in the page's language. */
export function threadMessages(messages: MessageView[], language: Language, now = new Date()): ThreadMessage[] {
  const formats = caseFormats(language, now);
  return messages.map((message) => ({
    ...message,
    atLabel: formats.ago(message.at),
    atTitle: formats.dateTime(message.at),
    attachments: message.attachments.map((file) => ({ ...file, sizeLabel: formats.size(file.sizeBytes) })),
  }));
}

/**
 * What a page's loader gives MessageThread and MessageComposer for an opened case: the newest
 * page of the thread (or the page before `before`), whether earlier messages exist, the viewer's
 * unread count and the composer's limits. Opening the thread does not mark it read: the page
 * decides (markMessagesRead) when showing it counts as reading.
 */
export async function loadThread(
  db: Db,
  opened: OpenedCase,
  language: Language,
  options: { before?: string; now?: Date } = {},
): Promise<ThreadView> {
  // One more than shown tells whether an earlier page exists.
  const fetched = await listMessages(db, opened, { before: options.before, limit: defaultMessagePageSize + 1 });
  const shown = fetched.length > defaultMessagePageSize ? fetched.slice(1) : fetched;
  const number = numberFormat(language);
  return {
    messages: threadMessages(shown, language, options.now),
    earlierBefore: fetched.length > defaultMessagePageSize ? (shown[0]?.id ?? null) : null,
    unread: await unreadCount(db, opened),
    limits: {
      maxLength: number.format(messageMaxLength),
      maxFiles: number.format(maxAttachmentsPerMessage),
      uploadSize: caseFormats(language, options.now ?? new Date()).size(maxUploadBytes),
    },
  };
}
