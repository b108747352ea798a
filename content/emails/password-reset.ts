import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * "Choose a new password": sent when someone asks for a reset from the sign-in page. The link
 * works once and for one hour. Nothing is sent for an address without an account, so the form
 * tells no one who has an account.
 */
const copy: Record<Language, Omit<EmailContent, "linkUrl" | "greeting"> & { greeting: (name: string) => string }> = {
  en: {
    subject: "Reset your Passerelle password",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "Someone — hopefully you — asked to reset the password of the Passerelle account for this address.",
    items: [
      { title: "Use the link below", body: "It opens a page where you choose a new password." },
      { title: "It works once, for one hour", body: "After that, ask for a new link from the sign-in page." },
      {
        title: "Not you?",
        body: "Ignore this e-mail: your password stays as it is, and nobody can use the link without access to your inbox.",
      },
    ],
    outro: "Choose your new password:",
    linkLabel: "Reset my password",
    signature: "The Passerelle team",
    disclaimer: "You receive this e-mail because a password reset was requested for this address on our site.",
  },
  fr: {
    subject: "Réinitialisez votre mot de passe Passerelle",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro:
      "Quelqu'un — vous, nous l'espérons — a demandé la réinitialisation du mot de passe du compte Passerelle associé à cette adresse.",
    items: [
      { title: "Utilisez le lien ci-dessous", body: "Il ouvre une page où vous choisissez un nouveau mot de passe." },
      {
        title: "Il ne sert qu'une fois, pendant une heure",
        body: "Ensuite, demandez un nouveau lien depuis la page de connexion.",
      },
      {
        title: "Ce n'était pas vous ?",
        body: "Ignorez cet e-mail : votre mot de passe ne change pas, et personne ne peut utiliser le lien sans accès à votre boîte de réception.",
      },
    ],
    outro: "Choisissez votre nouveau mot de passe :",
    linkLabel: "Réinitialiser mon mot de passe",
    signature: "L'équipe Passerelle",
    disclaimer:
      "Vous recevez cet e-mail car une réinitialisation de mot de passe a été demandée pour cette adresse sur notre site.",
  },
  ar: {
    subject: "إعادة تعيين كلمة مرور Passerelle",
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    intro: "طلب شخص ما — نأمل أن تكون أنت — إعادة تعيين كلمة مرور حساب Passerelle المرتبط بهذا العنوان.",
    items: [
      { title: "استخدم الرابط أدناه", body: "يفتح صفحة تختار فيها كلمة مرور جديدة." },
      { title: "يعمل مرة واحدة ولمدة ساعة", body: "بعد ذلك، اطلب رابطًا جديدًا من صفحة تسجيل الدخول." },
      {
        title: "لست أنت؟",
        body: "تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي، ولا يمكن لأحد استخدام الرابط دون الوصول إلى بريدك.",
      },
    ],
    outro: "اختر كلمة مرورك الجديدة:",
    linkLabel: "إعادة تعيين كلمة المرور",
    signature: "فريق Passerelle",
    disclaimer: "تتلقى هذه الرسالة لأنه تم طلب إعادة تعيين كلمة المرور لهذا العنوان على موقعنا.",
  },
};

export function passwordResetEmail(language: Language, linkUrl: string, name: string) {
  const text = copy[language];
  return renderEmail({ ...text, greeting: text.greeting(name), linkUrl }, textDirection(language), language);
}
