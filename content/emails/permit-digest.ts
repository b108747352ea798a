import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import type { ReminderKind } from "../../core/permits/permit-reminders.ts";
import { permitStepLinks, permitStepText } from "../permits/permit-calendar-text.ts";
import { formatDueDate } from "./case-notification-lines.ts";
import { permitReminderCopy, stepOf } from "./permit-reminder.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * The Monday summary a member chose instead of one e-mail per reminder: every permit deadline in
 * the next 90 days, nearest first, each with when it falls, what to do and where. Sent only when
 * there is at least one; transactional like the reminders it replaces.
 */
export type PermitDigestMail = {
  recipientName: string;
  entries: { kind: ReminderKind; routeName: string; deadline: string; daysLeft: number }[];
  today: string;
  dashboardLink: string;
};

const words: Record<Language, { subject: (count: number) => string; intro: string; settings: string }> = {
  en: {
    subject: (count) => (count === 1 ? "Your permit deadline ahead" : `Your ${count} permit deadlines ahead`),
    intro: "Here are your permit deadlines in the next 90 days, as you asked: one summary every Monday.",
    settings: "To get an e-mail at each step instead, change it on your permits page.",
  },
  fr: {
    subject: (count) =>
      count === 1
        ? "Votre prochaine échéance de titre de séjour"
        : `Vos ${count} prochaines échéances de titre de séjour`,
    intro: "Voici vos échéances des 90 prochains jours, comme vous l'avez choisi\u202f: un récapitulatif chaque lundi.",
    settings: "Pour recevoir plutôt un e-mail à chaque étape, changez-le sur la page de vos titres de séjour.",
  },
  ar: {
    subject: (count) => (count === 1 ? "موعدك القادم لبطاقة الإقامة" : `مواعيدك القادمة لبطاقة الإقامة (${count})`),
    intro: "هذه مواعيدك خلال الأيام التسعين القادمة كما اخترت: ملخّص واحد كل يوم اثنين.",
    settings: "لتلقّي رسالة عند كل خطوة بدلًا من ذلك، غيّر الخيار في صفحة بطاقات إقامتك.",
  },
};

export function permitDigestEmail(language: Language, mail: PermitDigestMail) {
  const copy = permitReminderCopy[language];
  const own = words[language];
  const content: EmailContent = {
    subject: own.subject(mail.entries.length),
    greeting: copy.greeting(mail.recipientName.trim()),
    intro: own.intro,
    items: mail.entries.map((entry) => {
      const step = permitStepText(stepOf[entry.kind], language, mail.today);
      const when = copy.when(entry.daysLeft, formatDueDate(language, entry.deadline));
      return {
        title: `${when} — ${step.title} (${entry.routeName})`,
        body: step.what,
        link: { label: copy.where, url: permitStepLinks[stepOf[entry.kind]] },
      };
    }),
    outro: `${copy.outro} ${own.settings}`,
    linkLabel: copy.linkLabel,
    linkUrl: mail.dashboardLink,
    signature: copy.signature,
    disclaimer: copy.disclaimer,
  };
  return renderEmail(content, textDirection(language), language);
}
