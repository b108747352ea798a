import type { Language } from "../../core/languages.ts";

/**
 * The last lines of every non-transactional e-mail (ADR 0025): how to stop them, with the link.
 * The link opens a page with one button; mail clients that support RFC 8058 offer the same
 * through the List-Unsubscribe headers.
 */
const copy: Record<Language, { text: string; label: string }> = {
  en: {
    text: "Do not want these e-mails? One click is enough, no account needed.",
    label: "Unsubscribe",
  },
  fr: {
    text: "Vous ne souhaitez plus recevoir ces e-mails\u202f? Un clic suffit, sans compte.",
    label: "Se désinscrire",
  },
  ar: {
    text: "لا تريد هذه الرسائل؟ نقرة واحدة تكفي، دون الحاجة إلى حساب.",
    label: "إلغاء الاشتراك",
  },
};

export function unsubscribeFooter(language: Language, url: string) {
  return { ...copy[language], url };
}
