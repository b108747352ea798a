import type { Language } from "../../core/languages.ts";
import type { EmailContent } from "./render-email.ts";

type Item = EmailContent["items"][number];

/**
 * What every refund e-mail says the same way (a refund asked for, or an automatic one: ADR 0064):
 * when the money shows — the card networks' usual delay, not a promise of ours, hence "usually" —
 * and where to ask about it.
 */
export const refundCommon: Record<Language, { delay: Item; questions: Item }> = {
  en: {
    delay: {
      title: "When you will see it",
      body: "Your bank usually shows the refund on your account within 5 to 10 business days; the exact delay depends on your bank.",
    },
    questions: { title: "A question about this refund?", body: "Reply to this e-mail." },
  },
  fr: {
    delay: {
      title: "Quand le verrez-vous\u202f?",
      body: "Votre banque affiche généralement le remboursement sur votre compte sous 5 à 10 jours ouvrés\u202f; le délai exact dépend de votre banque.",
    },
    questions: { title: "Une question sur ce remboursement\u202f?", body: "Répondez à cet e-mail." },
  },
  ar: {
    delay: {
      title: "متى يظهر المبلغ؟",
      body: "يُظهر بنكك عادةً المبلغ المسترد في حسابك خلال 5 إلى 10 أيام عمل؛ وتتوقف المدة الدقيقة على بنكك.",
    },
    questions: { title: "لديك سؤال حول هذا الاسترداد؟", body: "رد على هذه الرسالة." },
  },
};
