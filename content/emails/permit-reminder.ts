import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import type { ReminderKind } from "../../core/permits/permit-reminders.ts";
import { permitStepLinks, permitStepText } from "../permits/permit-calendar-text.ts";
import { formatDueDate } from "./case-notification-lines.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * A permit deadline coming (90, 30, 7 days before, and on the day): what falls due, when, what to
 * do and bring, where. About the member's own stay, so transactional; the dashboard link is where
 * they record it done (which stops the reminders) or turn the calendar address on.
 */
export type PermitReminderMail = {
  recipientName: string;
  kind: ReminderKind;
  /** The visa or permit's name in the member's language. */
  routeName: string;
  deadline: string;
  daysLeft: number;
  /** The Paris day the e-mail is written: the figures in force then. */
  today: string;
  /** Absolute URL of the dashboard's permits page (PUBLIC_URL, never a request's Host). */
  dashboardLink: string;
};

type Copy = {
  greeting: (name: string) => string;
  subject: (title: string, when: string) => string;
  when: (daysLeft: number, date: string) => string;
  deadline: Record<ReminderKind, string>;
  bring: string;
  where: string;
  outro: string;
  linkLabel: string;
  signature: string;
  disclaimer: string;
};

export const permitReminderCopy: Record<Language, Copy> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    subject: (title, when) => `${when}: ${title}`,
    when: (daysLeft, date) =>
      daysLeft === 0 ? `Today, ${date}` : daysLeft === 1 ? `Tomorrow, ${date}` : `In ${daysLeft} days, on ${date}`,
    deadline: { "vls-ts-validation": "Validate by", "renewal-last-day": "Last day to apply" },
    bring: "What to have ready",
    where: "Where",
    outro: "Once it is done, record it on your dashboard and these reminders stop.",
    linkLabel: "My permits",
    signature: "The Passerelle team",
    disclaimer: "Guidance, not legal advice: the prefecture's and ANEF's instructions prevail.",
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    subject: (title, when) => `${when}\u202f: ${title}`,
    when: (daysLeft, date) =>
      daysLeft === 0
        ? `Aujourd'hui, ${date}`
        : daysLeft === 1
          ? `Demain, ${date}`
          : `Dans ${daysLeft} jours, le ${date}`,
    deadline: { "vls-ts-validation": "À valider avant le", "renewal-last-day": "Dernier jour de dépôt" },
    bring: "À préparer",
    where: "Où",
    outro: "Une fois la démarche faite, indiquez-le sur votre tableau de bord et ces rappels s'arrêtent.",
    linkLabel: "Mes titres de séjour",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Information, pas un conseil juridique\u202f: les instructions de la préfecture et de l'ANEF prévalent.",
  },
  ar: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    subject: (title, when) => `${when}: ${title}`,
    when: (daysLeft, date) =>
      daysLeft === 0 ? `اليوم، ${date}` : daysLeft === 1 ? `غدًا، ${date}` : `${arabicDaysLater(daysLeft)}، في ${date}`,
    deadline: { "vls-ts-validation": "آخر أجل للمصادقة", "renewal-last-day": "آخر يوم لتقديم الطلب" },
    bring: "ما يجب تجهيزه",
    where: "أين",
    outro: "بعد إتمام الإجراء، سجّله في لوحة التحكم وستتوقف هذه التذكيرات.",
    linkLabel: "بطاقات إقامتي",
    signature: "فريق Passerelle",
    disclaimer: "معلومات إرشادية وليست استشارة قانونية: تعليمات المحافظة وموقع ANEF هي المرجع.",
  },
};

/** Arabic counts take the dual for 2, the plural from 3 to 10, the singular accusative from 11. */
function arabicDaysLater(days: number): string {
  if (days === 2) return "بعد يومين";
  return days >= 3 && days <= 10 ? `بعد ${days} أيام` : `بعد ${days} يومًا`;
}

/** The calendar step whose words a reminder uses. */
export const stepOf = { "vls-ts-validation": "vls-ts-validation", "renewal-last-day": "renewal-window" } as const;

export function permitReminderEmail(language: Language, mail: PermitReminderMail) {
  const words = permitReminderCopy[language];
  const step = permitStepText(stepOf[mail.kind], language, mail.today);
  const date = formatDueDate(language, mail.deadline);
  const when = words.when(mail.daysLeft, date);
  const content: EmailContent = {
    subject: words.subject(`${step.title} (${mail.routeName})`, when),
    greeting: words.greeting(mail.recipientName.trim()),
    intro: step.what,
    items: [],
    rows: [
      { label: words.deadline[mail.kind], value: date },
      ...(step.bring ? [{ label: words.bring, value: step.bring }] : []),
      { label: words.where, value: permitStepLinks[stepOf[mail.kind]] },
    ],
    outro: words.outro,
    linkLabel: words.linkLabel,
    linkUrl: mail.dashboardLink,
    signature: words.signature,
    disclaimer: words.disclaimer,
  };
  return renderEmail(content, textDirection(language), language);
}
