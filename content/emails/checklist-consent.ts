import type { Language } from "../../core/languages.ts";

/**
 * What a visitor agrees to by sending the checklist form, shown under the field in the page's
 * language and stored word for word with each capture (ADR 0025). A change of wording gets a new
 * version: older versions stay here, so a stored consent can always be read back against the
 * text that was on the page, and a page still open with an older wording records that one.
 */
export const checklistConsentWordings = {
  "checklist-2026-11-24": {
    en: "We will e-mail the relocation checklist to this address and use it for nothing else. Every such e-mail has a one-click unsubscribe link.",
    fr: "Nous enverrons la liste de préparation à cette adresse et ne l'utiliserons pour rien d'autre. Chacun de ces e-mails contient un lien de désinscription en un clic.",
    ar: "سنرسل قائمة التحضير للانتقال إلى هذا العنوان ولن نستخدمه لأي غرض آخر. تحتوي كل رسالة من هذا النوع على رابط لإلغاء الاشتراك بنقرة واحدة.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ChecklistConsentVersion = keyof typeof checklistConsentWordings;

/** The wording the forms show today. */
export const currentChecklistConsentVersion: ChecklistConsentVersion = "checklist-2026-11-24";

export function isChecklistConsentVersion(value: unknown): value is ChecklistConsentVersion {
  return typeof value === "string" && Object.hasOwn(checklistConsentWordings, value);
}

export function checklistConsentWording(version: ChecklistConsentVersion, language: Language): string {
  return checklistConsentWordings[version][language];
}
