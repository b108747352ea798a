import type { ContactSubject } from "../../core/contact-rules.ts";
import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { contactSubjectNames } from "../i18n/contact-subjects.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * Sent to the person who wrote through the contact page, in the language they wrote in. Like the
 * consultation confirmation it does not echo their message: anyone can type someone else's
 * address into the form, and we must not become a relay for their text. It promises no delay we
 * have not decided on; it says a person reads the message and answers at this address.
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "intro" | "greeting"> & {
    greeting: (name: string) => string;
    intro: (subject: string) => string;
  }
> = {
  en: {
    subject: "We received your message",
    greeting: (name) => `Hello ${name},`,
    intro: (subject) => `Thank you for writing to Passerelle. We have received your message (subject: ${subject}).`,
    items: [
      { title: "A person reads it", body: "A member of our team reads every message; no automatic reply answers it." },
      { title: "We answer at this address", body: "Our answer comes to the e-mail address you gave in the form." },
    ],
    outro: "In the meantime, you can compare visas and read our guides:",
    linkLabel: "Open Passerelle",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because this address was entered in the contact form on our site; if that was not you, reply to tell us and we will delete the message.",
  },
  fr: {
    subject: "Nous avons bien reçu votre message",
    greeting: (name) => `Bonjour ${name},`,
    intro: (subject) =>
      `Merci d'avoir écrit à Passerelle. Nous avons bien reçu votre message (objet\u202f: ${subject}).`,
    items: [
      {
        title: "Une personne le lit",
        body: "Un membre de notre équipe lit chaque message\u202f; aucune réponse automatique n'y répond.",
      },
      {
        title: "Nous vous répondons à cette adresse",
        body: "Notre réponse arrive à l'adresse e-mail que vous avez indiquée dans le formulaire.",
      },
    ],
    outro: "En attendant, vous pouvez comparer les visas et lire nos guides\u202f:",
    linkLabel: "Ouvrir Passerelle",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car cette adresse a été saisie dans le formulaire de contact de notre site\u202f; si ce n'était pas vous, répondez-nous et nous supprimerons le message.",
  },
  ar: {
    subject: "تلقينا رسالتك",
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (subject) => `شكرًا لمراسلتك Passerelle. لقد تلقينا رسالتك (الموضوع: ${subject}).`,
    items: [
      { title: "يقرؤها شخص", body: "يقرأ أحد أعضاء فريقنا كل رسالة؛ لا يرد عليها أي رد آلي." },
      { title: "نرد عليك على هذا العنوان", body: "يصلك ردنا على عنوان البريد الإلكتروني الذي أدخلته في النموذج." },
    ],
    outro: "في هذه الأثناء، يمكنك مقارنة التأشيرات وقراءة أدلتنا:",
    linkLabel: "افتح Passerelle",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن هذا العنوان أُدخل في نموذج الاتصال على موقعنا؛ إن لم تكن أنت، رد علينا وسنحذف الرسالة.",
  },
};

export function contactAcknowledgementEmail(
  language: Language,
  siteUrl: string,
  message: { name: string; subject: ContactSubject },
) {
  const { greeting, intro, ...content } = copy[language];
  return renderEmail(
    {
      ...content,
      greeting: greeting(message.name),
      intro: intro(contactSubjectNames[language][message.subject]),
      linkUrl: absoluteLink(siteUrl, "/", language),
    },
    textDirection(language),
    language,
  );
}
