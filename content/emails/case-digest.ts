import { numberFormat, pluralRules } from "../../core/intl-formats.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type CaseNotificationItem, caseNotificationLine } from "./case-notification-lines.ts";
import { renderEmail } from "./render-email.ts";

/**
 * The daily digest (ADR 0035): for people who chose one e-mail a day, every case notification since
 * the last digest, each as its one line and its own link, in the recipient's language.
 * Transactional like the single e-mails: it is about the person's own case.
 */
export type CaseDigestMail = {
  recipientName: string;
  entries: { item: CaseNotificationItem; link: string }[];
  /** Absolute URL of the recipient's case (the client's dashboard, the advisor's workspace). */
  home: string;
  settingsLink: string;
};

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

type Copy = {
  subject: PluralForms;
  greeting: (name: string) => string;
  intro: string;
  whatToChange: string;
  entryLinkLabel: string;
  outro: string;
  linkLabel: string;
  settingsLabel: string;
  signature: string;
  disclaimer: string;
};

const copy: Record<Language, Copy> = {
  en: {
    subject: { one: "Your Passerelle summary: 1 update", other: "Your Passerelle summary: {count} updates" },
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "Here is what happened on your case since our last summary:",
    whatToChange: "What to change",
    entryLinkLabel: "Open",
    outro: "Everything is on your case:",
    linkLabel: "Open Passerelle",
    settingsLabel: "E-mails at once or one summary a day",
    signature: "The Passerelle team",
    disclaimer:
      "You receive this daily service e-mail because you follow a relocation case on Passerelle and chose one summary a day. Messages and documents stay on our site, behind your sign-in.",
  },
  fr: {
    subject: {
      one: "Votre résumé Passerelle\u202f: 1\u202fnouveauté",
      other: "Votre résumé Passerelle\u202f: {count}\u202fnouveautés",
    },
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: "Voici ce qui s'est passé dans votre dossier depuis notre dernier résumé\u202f:",
    whatToChange: "À corriger",
    entryLinkLabel: "Ouvrir",
    outro: "Tout est dans votre dossier\u202f:",
    linkLabel: "Ouvrir Passerelle",
    settingsLabel: "E-mails tout de suite ou un résumé par jour",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Vous recevez cet e-mail de service quotidien car vous suivez un dossier de relocalisation sur Passerelle et avez choisi un résumé par jour. Messages et documents restent sur notre site, accessibles après connexion.",
  },
  ar: {
    subject: {
      zero: "ملخصك من Passerelle: لا جديد",
      one: "ملخصك من Passerelle: تحديث واحد",
      two: "ملخصك من Passerelle: تحديثان",
      few: "ملخصك من Passerelle: {count} تحديثات",
      many: "ملخصك من Passerelle: {count} تحديثًا",
      other: "ملخصك من Passerelle: {count} تحديث",
    },
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    intro: "إليك ما جرى في ملفك منذ ملخصنا الأخير:",
    whatToChange: "ما يجب تعديله",
    entryLinkLabel: "افتح",
    outro: "تجد كل شيء في ملفك:",
    linkLabel: "افتح Passerelle",
    settingsLabel: "رسائل فورية أو ملخص واحد يوميًا",
    signature: "فريق Passerelle",
    disclaimer:
      "تتلقى رسالة الخدمة اليومية هذه لأنك تتابع ملف انتقال على Passerelle واخترت ملخصًا واحدًا يوميًا. تبقى الرسائل والمستندات على موقعنا، بعد تسجيل الدخول.",
  },
};

function countedSubject(language: Language, count: number): string {
  const forms = copy[language].subject;
  const form = pluralRules(language).select(count);
  return (forms[form] ?? forms.other).replace("{count}", numberFormat(language).format(count));
}

export function caseDigestEmail(language: Language, mail: CaseDigestMail) {
  const words = copy[language];
  const colon = language === "fr" ? "\u202f:" : ":";
  return renderEmail(
    {
      subject: countedSubject(language, mail.entries.length),
      greeting: words.greeting(mail.recipientName.trim()),
      intro: words.intro,
      items: mail.entries.map(({ item, link }) => {
        const feedback = item.kind === "document_reviewed" && item.outcome === "rejected" ? item.feedback : null;
        return {
          title: caseNotificationLine(language, item),
          body: feedback ? `${words.whatToChange}${colon} ${feedback}` : "",
          link: { label: words.entryLinkLabel, url: link },
        };
      }),
      outro: words.outro,
      linkLabel: words.linkLabel,
      linkUrl: mail.home,
      secondLink: { label: words.settingsLabel, url: mail.settingsLink },
      signature: words.signature,
      disclaimer: words.disclaimer,
    },
    textDirection(language),
    language,
  );
}
