import { dateTimeFormat } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";

/**
 * One line per case notification (ADR 0035): the subject of its e-mail, the entry of the daily
 * digest and the text of the in-app list, so the three never word the same event twice. Titles and
 * names are shown as written by the people who typed them.
 */
export type CaseNotificationItem =
  | { kind: "document_requested"; title: string }
  | {
      kind: "document_reviewed";
      title: string;
      /** The review's outcome; null when the document has moved on since (the line stays generic). */
      outcome: "approved" | "rejected" | null;
      /** What to change, when rejected: the advisor's words, which the client needs to act. */
      feedback: string | null;
    }
  /** The sender's name only: the message itself stays on Passerelle (ADR 0035). */
  | { kind: "message"; sender: string }
  /** dueDate as yyyy-mm-dd, or null when the task lost its date since. */
  | { kind: "task_due"; title: string; dueDate: string | null };

/** A calendar day (yyyy-mm-dd) as words: read as a day, not a moment, so no time zone moves it. */
export function formatDueDate(language: Language, day: string): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

type Lines = {
  documentRequested: (title: string) => string;
  documentReviewed: (title: string) => string;
  documentApproved: (title: string) => string;
  documentRejected: (title: string) => string;
  message: (sender: string) => string;
  messageFromNobody: string;
  taskDue: (title: string) => string;
  taskDueOn: (title: string, date: string) => string;
};

const lines: Record<Language, Lines> = {
  en: {
    documentRequested: (title) => `A document was requested: ${title}`,
    documentReviewed: (title) => `Your document was reviewed: ${title}`,
    documentApproved: (title) => `Your document was reviewed: ${title} — approved`,
    documentRejected: (title) => `Your document was reviewed: ${title} — needs changes`,
    message: (sender) => `New message from ${sender}`,
    messageFromNobody: "New message on your case",
    taskDue: (title) => `Task due soon: ${title}`,
    taskDueOn: (title, date) => `Task due soon: ${title} on ${date}`,
  },
  fr: {
    documentRequested: (title) => `Un document vous est demandé\u202f: ${title}`,
    documentReviewed: (title) => `Votre document a été vérifié\u202f: ${title}`,
    documentApproved: (title) => `Votre document a été vérifié\u202f: ${title} — validé`,
    documentRejected: (title) => `Votre document a été vérifié\u202f: ${title} — à corriger`,
    message: (sender) => `Nouveau message de ${sender}`,
    messageFromNobody: "Nouveau message dans votre dossier",
    taskDue: (title) => `Échéance proche\u202f: ${title}`,
    taskDueOn: (title, date) => `Échéance proche\u202f: ${title}, le ${date}`,
  },
  ar: {
    documentRequested: (title) => `طُلب منك مستند: ${title}`,
    documentReviewed: (title) => `تمت مراجعة مستندك: ${title}`,
    documentApproved: (title) => `تمت مراجعة مستندك: ${title} — مقبول`,
    documentRejected: (title) => `تمت مراجعة مستندك: ${title} — يحتاج إلى تعديلات`,
    message: (sender) => `رسالة جديدة من ${sender}`,
    messageFromNobody: "رسالة جديدة في ملفك",
    taskDue: (title) => `مهمة يقترب موعدها: ${title}`,
    taskDueOn: (title, date) => `مهمة يقترب موعدها: ${title} في ${date}`,
  },
};

/**
 * Line breaks typed into a title must not reach a mail header. Only breaks and control characters
 * go: `\s` would also flatten the narrow no-break spaces of French typography.
 */
const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();

export function caseNotificationLine(language: Language, item: CaseNotificationItem): string {
  const words = lines[language];
  switch (item.kind) {
    case "document_requested":
      return oneLine(words.documentRequested(item.title));
    case "document_reviewed":
      return oneLine(
        item.outcome === "approved"
          ? words.documentApproved(item.title)
          : item.outcome === "rejected"
            ? words.documentRejected(item.title)
            : words.documentReviewed(item.title),
      );
    case "message":
      return oneLine(item.sender.trim() ? words.message(item.sender) : words.messageFromNobody);
    case "task_due":
      return oneLine(
        item.dueDate ? words.taskDueOn(item.title, formatDueDate(language, item.dueDate)) : words.taskDue(item.title),
      );
  }
}
