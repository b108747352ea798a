import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/** How long a verification link works, in hours: the server's token lifetime reads it too. */
export const verificationLinkHours = 24;

/**
 * Sent after registration (and on "send the link again"): the link proves the address is the
 * reader's. Until it is followed, the account sees only what it created itself (ADR 0021).
 */
const copy: Record<Language, Omit<EmailContent, "linkUrl" | "greeting"> & { greeting: (name: string) => string }> = {
  en: {
    subject: "Confirm your e-mail address for Passerelle",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "Welcome to Passerelle. Please confirm that this address is yours.",
    items: [
      {
        title: "Why confirm?",
        body: "Once confirmed, the checklist requests and consultation requests you sent from this address before creating your account appear in your account.",
      },
      {
        title: "This link works for 24 hours",
        body: "After that, sign in and ask for a new link from your profile.",
      },
    ],
    outro: "Confirm your address:",
    linkLabel: "Confirm my e-mail address",
    signature: "The Passerelle team",
    disclaimer:
      "You receive this e-mail because someone created a Passerelle account with this address. If it was not you, ignore it: without confirmation, the account cannot see anything sent from this address.",
  },
  fr: {
    subject: "Confirmez votre adresse e-mail pour Passerelle",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: "Bienvenue sur Passerelle. Merci de confirmer que cette adresse est bien la vôtre.",
    items: [
      {
        title: "Pourquoi confirmer ?",
        body: "Une fois l'adresse confirmée, les demandes de checklist et de consultation envoyées depuis cette adresse avant la création de votre compte apparaissent dans votre compte.",
      },
      {
        title: "Ce lien est valable 24 heures",
        body: "Passé ce délai, connectez-vous et demandez un nouveau lien depuis votre profil.",
      },
    ],
    outro: "Confirmer votre adresse :",
    linkLabel: "Confirmer mon adresse e-mail",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Vous recevez cet e-mail car quelqu'un a créé un compte Passerelle avec cette adresse. Si ce n'était pas vous, ignorez-le : sans confirmation, ce compte ne voit rien de ce qui a été envoyé depuis cette adresse.",
  },
  ar: {
    subject: "أكّد عنوان بريدك الإلكتروني في Passerelle",
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    intro: "مرحبًا بك في Passerelle. يُرجى تأكيد أن هذا العنوان يخصّك.",
    items: [
      {
        title: "لماذا التأكيد؟",
        body: "بعد التأكيد، تظهر في حسابك طلبات قائمة التحضير وطلبات الاستشارة التي أرسلتها من هذا العنوان قبل إنشاء حسابك.",
      },
      {
        title: "هذا الرابط صالح لمدة 24 ساعة",
        body: "بعد ذلك، سجّل الدخول واطلب رابطًا جديدًا من ملفك الشخصي.",
      },
    ],
    outro: "أكّد عنوانك:",
    linkLabel: "تأكيد عنوان بريدي الإلكتروني",
    signature: "فريق Passerelle",
    disclaimer:
      "تتلقى هذه الرسالة لأن شخصًا ما أنشأ حسابًا في Passerelle بهذا العنوان. إن لم تكن أنت، فتجاهلها: بدون تأكيد، لا يرى هذا الحساب أي شيء أُرسل من هذا العنوان.",
  },
};

export function emailVerificationEmail(language: Language, link: string, name: string) {
  const text = copy[language];
  return renderEmail({ ...text, greeting: text.greeting(name), linkUrl: link }, textDirection(language), language);
}
