import { absoluteLink } from "../../core/language-link.ts";
import type { Language } from "../../core/languages.ts";
import { textDirection } from "../../core/languages.ts";
import { type EmailContent, renderEmail } from "./render-email.ts";

/**
 * Sent to the previous address when a user changes the e-mail of their account, so that a
 * takeover of an open session cannot quietly move the account away from its owner.
 */
const copy: Record<Language, Omit<EmailContent, "linkUrl" | "intro"> & { intro: (newEmail: string) => string }> = {
  en: {
    subject: "The e-mail address of your Passerelle account was changed",
    greeting: "Hello,",
    intro: (newEmail) => `The Passerelle account that used this address now uses ${newEmail}.`,
    items: [
      { title: "It was you?", body: "Nothing to do: sign in with your new address from now on." },
      {
        title: "It was not you?",
        body: "Reply to this e-mail at once and we will secure your account. Changing the address required the account's password.",
      },
    ],
    outro: "Sign in to Passerelle:",
    linkLabel: "Open Passerelle",
    signature: "The Passerelle team",
    disclaimer: "You receive this e-mail because this address was the sign-in address of a Passerelle account.",
  },
  fr: {
    subject: "L'adresse e-mail de votre compte Passerelle a été modifiée",
    greeting: "Bonjour,",
    intro: (newEmail) => `Le compte Passerelle qui utilisait cette adresse utilise désormais ${newEmail}.`,
    items: [
      { title: "C'était vous ?", body: "Rien à faire : connectez-vous désormais avec votre nouvelle adresse." },
      {
        title: "Ce n'était pas vous ?",
        body: "Répondez immédiatement à cet e-mail et nous sécuriserons votre compte. Le changement d'adresse a exigé le mot de passe du compte.",
      },
    ],
    outro: "Se connecter à Passerelle :",
    linkLabel: "Ouvrir Passerelle",
    signature: "L'équipe Passerelle",
    disclaimer: "Vous recevez cet e-mail car cette adresse était l'identifiant de connexion d'un compte Passerelle.",
  },
  ar: {
    subject: "تم تغيير عنوان البريد الإلكتروني لحسابك في Passerelle",
    greeting: "مرحبًا،",
    intro: (newEmail) => `حساب Passerelle الذي كان يستخدم هذا العنوان يستخدم الآن ${newEmail}.`,
    items: [
      { title: "هل كنت أنت؟", body: "لا شيء عليك: سجّل الدخول بعنوانك الجديد من الآن." },
      {
        title: "لم تكن أنت؟",
        body: "ردّ على هذه الرسالة فورًا وسنؤمّن حسابك. تطلّب تغيير العنوان كلمة مرور الحساب.",
      },
    ],
    outro: "تسجيل الدخول إلى Passerelle:",
    linkLabel: "فتح Passerelle",
    signature: "فريق Passerelle",
    disclaimer: "تتلقى هذه الرسالة لأن هذا العنوان كان عنوان تسجيل الدخول لحساب في Passerelle.",
  },
};

export function emailChangedEmail(language: Language, newEmail: string, siteUrl: string) {
  const text = copy[language];
  return renderEmail(
    { ...text, intro: text.intro(newEmail), linkUrl: absoluteLink(siteUrl, "/login", language) },
    textDirection(language),
    language,
  );
}
