import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type CaseNotificationItem, caseNotificationLine, formatDueDate } from "./case-notification-lines.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * The e-mail of one case notification, sent at once (ADR 0035): a document requested or reviewed, a
 * new message, a task due soon, in the recipient's language, with an absolute link to the item and
 * one to the e-mail settings (at once or a daily digest). A service message about the person's own
 * case, so transactional: no unsubscribe link, but the settings link lets them choose the rhythm. A
 * message's text is never copied here (ADR 0035).
 */
export type CaseNotificationMail = {
  recipientName: string;
  item: CaseNotificationItem;
  /** Absolute URL of the item (the site's PUBLIC_URL, never a request's Host). */
  link: string;
  /** Absolute URL of the profile's notification settings. */
  settingsLink: string;
};

type Copy = {
  greeting: (name: string) => string;
  documentRequested: (title: string) => string;
  documentApproved: (title: string) => string;
  documentRejected: (title: string) => string;
  documentReviewed: (title: string) => string;
  whatToChange: string;
  message: (sender: string) => string;
  taskDue: (title: string, date: string | null) => string;
  outro: Record<CaseNotificationItem["kind"], string>;
  linkLabel: Record<CaseNotificationItem["kind"], string>;
  settingsLabel: string;
  signature: string;
  disclaimer: string;
};

const copy: Record<Language, Copy> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    documentRequested: (title) =>
      `Your advisor asked you for a document: “${title}”. What it must look like (format, size, translation) is shown beside the upload.`,
    documentApproved: (title) => `Your advisor approved “${title}”. There is nothing more to do for this document.`,
    documentRejected: (title) => `Your advisor looked at “${title}” and needs a new version.`,
    documentReviewed: (title) => `Your advisor reviewed “${title}”. Its status and any feedback are on your dashboard.`,
    whatToChange: "What to change",
    message: (sender) =>
      `${sender || "Someone"} wrote on your relocation case. For your privacy, messages stay on Passerelle: read them and reply there.`,
    taskDue: (title, date) => (date ? `“${title}” is due on ${date}.` : `“${title}” is due soon.`),
    outro: {
      document_requested: "Upload it from your case:",
      document_reviewed: "Open the document:",
      message: "Read the message:",
      task_due: "See the task:",
    },
    linkLabel: {
      document_requested: "Open the document",
      document_reviewed: "Open the document",
      message: "Read the message",
      task_due: "Open the task",
    },
    settingsLabel: "E-mails at once or one summary a day",
    signature: "The Passerelle team",
    disclaimer:
      "You receive this service e-mail because you follow a relocation case on Passerelle. Messages and documents stay on our site, behind your sign-in.",
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    documentRequested: (title) =>
      `Votre conseiller vous demande un document\u202f: «\u202f${title}\u202f». Ce qu'il doit respecter (format, taille, traduction) est indiqué à côté de l'envoi.`,
    documentApproved: (title) =>
      `Votre conseiller a validé «\u202f${title}\u202f». Vous n'avez plus rien à faire pour ce document.`,
    documentRejected: (title) =>
      `Votre conseiller a examiné «\u202f${title}\u202f» et a besoin d'une nouvelle version.`,
    documentReviewed: (title) =>
      `Votre conseiller a vérifié «\u202f${title}\u202f». Son état et les éventuelles remarques sont sur votre tableau de bord.`,
    whatToChange: "À corriger",
    message: (sender) =>
      `${sender || "Quelqu'un"} a écrit dans votre dossier de relocalisation. Pour protéger vos données, les messages restent sur Passerelle\u202f: lisez-les et répondez-y sur le site.`,
    taskDue: (title, date) =>
      date ? `«\u202f${title}\u202f» est à faire pour le ${date}.` : `«\u202f${title}\u202f» est à faire bientôt.`,
    outro: {
      document_requested: "Envoyez-le depuis votre dossier\u202f:",
      document_reviewed: "Ouvrir le document\u202f:",
      message: "Lire le message\u202f:",
      task_due: "Voir la tâche\u202f:",
    },
    linkLabel: {
      document_requested: "Ouvrir le document",
      document_reviewed: "Ouvrir le document",
      message: "Lire le message",
      task_due: "Ouvrir la tâche",
    },
    settingsLabel: "E-mails tout de suite ou un résumé par jour",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Vous recevez cet e-mail de service car vous suivez un dossier de relocalisation sur Passerelle. Messages et documents restent sur notre site, accessibles après connexion.",
  },
  ar: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    documentRequested: (title) =>
      `طلب منك مستشارك مستندًا: «${title}». تجد الشروط المطلوبة (الصيغة والحجم والترجمة) بجانب خانة الرفع.`,
    documentApproved: (title) => `قبل مستشارك «${title}». لا شيء آخر مطلوب منك لهذا المستند.`,
    documentRejected: (title) => `راجع مستشارك «${title}» ويحتاج إلى نسخة جديدة.`,
    documentReviewed: (title) => `راجع مستشارك «${title}». تجد حالته وأي ملاحظات في لوحة التحكم.`,
    whatToChange: "ما يجب تعديله",
    message: (sender) =>
      `كتب ${sender || "أحدهم"} في ملف انتقالك. حفاظًا على خصوصيتك تبقى الرسائل على Passerelle: اقرأها ورد عليها هناك.`,
    taskDue: (title, date) => (date ? `موعد «${title}» هو ${date}.` : `موعد «${title}» يقترب.`),
    outro: {
      document_requested: "ارفعه من ملفك:",
      document_reviewed: "افتح المستند:",
      message: "اقرأ الرسالة:",
      task_due: "اطلع على المهمة:",
    },
    linkLabel: {
      document_requested: "افتح المستند",
      document_reviewed: "افتح المستند",
      message: "اقرأ الرسالة",
      task_due: "افتح المهمة",
    },
    settingsLabel: "رسائل فورية أو ملخص واحد يوميًا",
    signature: "فريق Passerelle",
    disclaimer:
      "تتلقى رسالة الخدمة هذه لأنك تتابع ملف انتقال على Passerelle. تبقى الرسائل والمستندات على موقعنا، بعد تسجيل الدخول.",
  },
};

function intro(language: Language, item: CaseNotificationItem): string {
  const words = copy[language];
  switch (item.kind) {
    case "document_requested":
      return words.documentRequested(item.title);
    case "document_reviewed":
      return item.outcome === "approved"
        ? words.documentApproved(item.title)
        : item.outcome === "rejected"
          ? words.documentRejected(item.title)
          : words.documentReviewed(item.title);
    case "message":
      return words.message(item.sender.trim());
    case "task_due":
      return words.taskDue(item.title, item.dueDate ? formatDueDate(language, item.dueDate) : null);
  }
}

export function caseNotificationEmail(language: Language, mail: CaseNotificationMail) {
  const words = copy[language];
  const { item } = mail;
  const feedback = item.kind === "document_reviewed" && item.outcome === "rejected" ? item.feedback : null;
  const content: EmailContent = {
    subject: caseNotificationLine(language, item),
    greeting: words.greeting(mail.recipientName.trim()),
    intro: intro(language, item),
    items: [],
    rows: feedback ? [{ label: words.whatToChange, value: feedback }] : undefined,
    outro: words.outro[item.kind],
    linkLabel: words.linkLabel[item.kind],
    linkUrl: mail.link,
    secondLink: { label: words.settingsLabel, url: mail.settingsLink },
    signature: words.signature,
    disclaimer: words.disclaimer,
  };
  return renderEmail(content, textDirection(language), language);
}
