import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * The team's answer to a consultation request, written in the back office and sent in the language
 * the person wrote in. The team's text is the body, as typed; the frame around it says who writes
 * and how to answer (replying to the e-mail reaches the team).
 */
const copy: Record<
  Language,
  Omit<EmailContent, "linkUrl" | "intro" | "greeting" | "items"> & { greeting: (name: string) => string }
> = {
  en: {
    subject: "Your free consultation request with Passerelle",
    greeting: (name) => `Hello ${name},`,
    outro: "You can answer this e-mail directly. Our site:",
    linkLabel: "Open Passerelle",
    signature: "The Passerelle team",
    disclaimer:
      "Passerelle gives guidance, not legal advice. You receive this e-mail because a free consultation was requested with this address on our site.",
  },
  fr: {
    subject: "Votre demande de consultation gratuite avec Passerelle",
    greeting: (name) => `Bonjour ${name},`,
    outro: "Vous pouvez répondre directement à cet e-mail. Notre site\u202f:",
    linkLabel: "Ouvrir Passerelle",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Passerelle vous oriente mais ne fournit pas de conseil juridique. Vous recevez cet e-mail car une consultation gratuite a été demandée avec cette adresse sur notre site.",
  },
  ar: {
    subject: "طلب الاستشارة المجانية مع Passerelle",
    greeting: (name) => `مرحبًا ${name}،`,
    outro: "يمكنك الرد على هذه الرسالة مباشرة. موقعنا:",
    linkLabel: "افتح Passerelle",
    signature: "فريق Passerelle",
    disclaimer:
      "تقدم Passerelle إرشادات وليس استشارة قانونية. تتلقى هذه الرسالة لأن استشارة مجانية طُلبت بهذا العنوان على موقعنا.",
  },
};

export function consultationReplyEmail(language: Language, siteUrl: string, reply: { name: string; body: string }) {
  const { greeting, ...content } = copy[language];
  return renderEmail(
    {
      ...content,
      greeting: greeting(reply.name),
      intro: reply.body,
      items: [],
      linkUrl: absoluteLink(siteUrl, "/", language),
    },
    textDirection(language),
    language,
  );
}
