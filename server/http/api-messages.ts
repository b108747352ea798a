import type { Language } from "../../core/languages.ts";

/**
 * What the API says to a person, by message key, in every language we speak. Error responses
 * carry both the stable key (for programs) and the translated message (for people).
 */
const en = {
  email_required: "Email is required.",
  email_invalid: "Please enter a valid email address.",
  email_too_long: "This email address is too long (254 characters at most).",
  conversation_id_invalid: "The conversation reference is not valid.",
  json_expected: "Send the request body as JSON (Content-Type: application/json).",
  invalid_json: "The request body is not valid JSON.",
  invalid_request: "Some fields are missing or not valid.",
  payload_too_large: "The request is too large.",
  too_many_requests: "Too many requests. Please wait a minute and try again.",
  cross_site_request: "This request came from another site and was refused.",
  not_found: "There is nothing at this address.",
  internal:
    "Something went wrong on our side. Please try again; if it keeps happening, quote this reference: {requestId}.",
} as const;

export type ApiMessageKey = keyof typeof en;

const fr: Record<ApiMessageKey, string> = {
  email_required: "L'adresse e-mail est obligatoire.",
  email_invalid: "Veuillez saisir une adresse e-mail valide.",
  email_too_long: "Cette adresse e-mail est trop longue (254 caractères au maximum).",
  conversation_id_invalid: "La référence de conversation n'est pas valide.",
  json_expected: "Envoyez le corps de la requête en JSON (Content-Type: application/json).",
  invalid_json: "Le corps de la requête n'est pas un JSON valide.",
  invalid_request: "Certains champs sont manquants ou invalides.",
  payload_too_large: "La requête est trop volumineuse.",
  too_many_requests: "Trop de requêtes. Patientez une minute puis réessayez.",
  cross_site_request: "Cette requête provient d'un autre site et a été refusée.",
  not_found: "Il n'y a rien à cette adresse.",
  internal:
    "Une erreur s'est produite de notre côté. Réessayez ; si le problème persiste, indiquez cette référence : {requestId}.",
};

const ar: Record<ApiMessageKey, string> = {
  email_required: "البريد الإلكتروني مطلوب.",
  email_invalid: "يرجى إدخال عنوان بريد إلكتروني صالح.",
  email_too_long: "عنوان البريد الإلكتروني هذا طويل جدًا (254 حرفًا كحد أقصى).",
  conversation_id_invalid: "مرجع المحادثة غير صالح.",
  json_expected: "أرسل محتوى الطلب بصيغة JSON (Content-Type: application/json).",
  invalid_json: "محتوى الطلب ليس بصيغة JSON صالحة.",
  invalid_request: "بعض الحقول مفقودة أو غير صالحة.",
  payload_too_large: "الطلب كبير جدًا.",
  too_many_requests: "طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  cross_site_request: "جاء هذا الطلب من موقع آخر وتم رفضه.",
  not_found: "لا يوجد شيء على هذا العنوان.",
  internal: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى؛ وإذا تكرر ذلك، فاذكر هذا المرجع: {requestId}.",
};

const catalogs: Record<Language, Record<ApiMessageKey, string>> = { en, fr, ar };

export function isApiMessageKey(key: string): key is ApiMessageKey {
  return key in en;
}

export function apiMessage(language: Language, key: string, values: Record<string, string> = {}): string {
  const template = isApiMessageKey(key) ? catalogs[language][key] : catalogs[language].invalid_request;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

export const apiMessageCatalogs = catalogs;
