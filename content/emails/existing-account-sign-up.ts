import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * Someone tried to register with an address that already has an account. The form answers them
 * exactly as for a new account ("check your e-mail"), so it tells a stranger nothing; the owner
 * hears about it here, with the way back in (ADR 0021).
 */
const copy: Record<Language, Omit<EmailContent, "linkUrl">> = {
  en: {
    subject: "Someone tried to register with your address on Passerelle",
    greeting: "Hello,",
    intro:
      "Someone just tried to create a Passerelle account with this e-mail address. An account already exists for it.",
    items: [
      { title: "It was you?", body: "Sign in with your password, or reset it from the sign-in page if you forgot it." },
      {
        title: "It was not you?",
        body: "Nothing to do: no account was created and nothing of yours was shown. Your password has not changed.",
      },
    ],
    outro: "Sign in or reset your password:",
    linkLabel: "Sign in to Passerelle",
    signature: "The Passerelle team",
    disclaimer: "You receive this e-mail because this address is the sign-in address of a Passerelle account.",
  },
  fr: {
    subject: "Quelqu'un a tenté de s'inscrire avec votre adresse sur Passerelle",
    greeting: "Bonjour,",
    intro:
      "Quelqu'un vient d'essayer de créer un compte Passerelle avec cette adresse e-mail. Un compte existe déjà pour cette adresse.",
    items: [
      {
        title: "C'était vous ?",
        body: "Connectez-vous avec votre mot de passe, ou réinitialisez-le depuis la page de connexion si vous l'avez oublié.",
      },
      {
        title: "Ce n'était pas vous ?",
        body: "Rien à faire : aucun compte n'a été créé et rien de vos données n'a été montré. Votre mot de passe n'a pas changé.",
      },
    ],
    outro: "Se connecter ou réinitialiser le mot de passe :",
    linkLabel: "Se connecter à Passerelle",
    signature: "L'équipe Passerelle",
    disclaimer: "Vous recevez cet e-mail car cette adresse est l'identifiant de connexion d'un compte Passerelle.",
  },
  ar: {
    subject: "حاول شخص ما التسجيل بعنوانك في Passerelle",
    greeting: "مرحبًا،",
    intro: "حاول شخص ما للتو إنشاء حساب في Passerelle بعنوان البريد الإلكتروني هذا. يوجد حساب بهذا العنوان مسبقًا.",
    items: [
      { title: "هل كنت أنت؟", body: "سجّل الدخول بكلمة مرورك، أو أعد تعيينها من صفحة تسجيل الدخول إن نسيتها." },
      {
        title: "لم تكن أنت؟",
        body: "لا شيء عليك: لم يُنشأ أي حساب ولم يُعرض أي شيء من بياناتك. كلمة مرورك لم تتغير.",
      },
    ],
    outro: "سجّل الدخول أو أعد تعيين كلمة المرور:",
    linkLabel: "تسجيل الدخول إلى Passerelle",
    signature: "فريق Passerelle",
    disclaimer: "تتلقى هذه الرسالة لأن هذا العنوان هو عنوان تسجيل الدخول لحساب في Passerelle.",
  },
};

export function existingAccountSignUpEmail(language: Language, siteUrl: string) {
  return renderEmail(
    { ...copy[language], linkUrl: absoluteLink(siteUrl, "/login", language) },
    textDirection(language),
    language,
  );
}
