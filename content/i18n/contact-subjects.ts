import type { ContactSubject } from "../../core/contact-rules.ts";
import type { Language } from "../../core/languages.ts";

/**
 * What each contact subject is called, in every language. The contact form (as
 * `contact.subjects` in app/i18n/locales) and the e-mails both read these, so the choice a person
 * made and the acknowledgement they get say the same words.
 */
export const contactSubjectNames: Record<Language, Record<ContactSubject, string>> = {
  en: {
    general: "A general question",
    visa: "A question about a visa or residence permit",
    account: "My account or my data",
    privacy: "Privacy: access, correct or delete my data",
    partnership: "Press or partnership",
  },
  fr: {
    general: "Une question générale",
    visa: "Une question sur un visa ou un titre de séjour",
    account: "Mon compte ou mes données",
    privacy: "Vie privée : accéder à mes données, les corriger ou les supprimer",
    partnership: "Presse ou partenariat",
  },
  ar: {
    general: "سؤال عام",
    visa: "سؤال عن تأشيرة أو بطاقة إقامة",
    account: "حسابي أو بياناتي",
    privacy: "الخصوصية: الاطلاع على بياناتي أو تصحيحها أو حذفها",
    partnership: "الصحافة أو الشراكة",
  },
};
