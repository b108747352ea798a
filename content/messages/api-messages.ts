import type { Language } from "../../core/languages.ts";
import { accountErrorsAr } from "../i18n/account-errors-ar.ts";
import { accountErrorsEn } from "../i18n/account-errors-en.ts";
import { accountErrorsFr } from "../i18n/account-errors-fr.ts";
import {
  appointmentKitMessagesAr,
  appointmentKitMessagesEn,
  appointmentKitMessagesFr,
} from "./appointment-kit-messages.ts";
import { assistantMessagesAr, assistantMessagesEn, assistantMessagesFr } from "./assistant-messages.ts";
import { auditMessagesAr, auditMessagesEn, auditMessagesFr } from "./audit-messages.ts";
import { backOfficeMessagesAr, backOfficeMessagesEn, backOfficeMessagesFr } from "./back-office-messages.ts";
import { blogMessagesAr, blogMessagesEn, blogMessagesFr } from "./blog-messages.ts";
import { caseMessagesAr, caseMessagesEn, caseMessagesFr } from "./case-messages.ts";
import { commerceMessagesAr, commerceMessagesEn, commerceMessagesFr } from "./commerce-messages.ts";
import { comparisonMessagesAr, comparisonMessagesEn, comparisonMessagesFr } from "./comparison-messages.ts";
import { eligibilityMessagesAr, eligibilityMessagesEn, eligibilityMessagesFr } from "./eligibility-messages.ts";
import { letterMessagesAr, letterMessagesEn, letterMessagesFr } from "./letter-messages.ts";
import { permitMessagesAr, permitMessagesEn, permitMessagesFr } from "./permit-messages.ts";
import { scenarioMessagesAr, scenarioMessagesEn, scenarioMessagesFr } from "./scenario-messages.ts";
import { uploadMessagesAr, uploadMessagesEn, uploadMessagesFr } from "./upload-messages.ts";

/**
 * What the API says to a person, by message key, in every language we speak. Error responses
 * carry both the stable key (for programs) and the translated message (for people).
 */
/*
 * The messages of the account fields are the ones the pages show for the same keys
 * (content/i18n/account-errors-{en,fr,ar}.ts, which the pages' catalogs read as account.errors), so the
 * browser's check and the API's answer can never say different things. Keys listed below after
 * them win: `language_invalid` speaks to the API's caller. This file lives in content/, below the
 * server and the app, because both speak these messages (the API, and the pages' no-JavaScript
 * form actions).
 */

const en = {
  ...accountErrorsEn,
  ...commerceMessagesEn,
  ...scenarioMessagesEn,
  ...permitMessagesEn,
  ...appointmentKitMessagesEn,
  ...letterMessagesEn,
  ...comparisonMessagesEn,
  ...eligibilityMessagesEn,
  ...uploadMessagesEn,
  ...caseMessagesEn,
  ...backOfficeMessagesEn,
  ...auditMessagesEn,
  ...blogMessagesEn,
  ...assistantMessagesEn,
  conversation_id_invalid: "The conversation reference is not valid.",
  consent_version_invalid: "This form is out of date. Reload the page and send it again.",
  country_required: "Please choose your country of citizenship.",
  country_invalid: "Please choose a country from the list.",
  profession_required: "Please choose your profession.",
  profession_invalid: "Please choose one of the professions offered.",
  income_required: "Please choose your monthly income range.",
  income_invalid: "Please choose one of the income ranges offered.",
  session_id_invalid: "The browser session reference is missing or not valid. Reload the page and try again.",
  assessment_id_invalid: "The assessment reference is not valid.",
  assessment_not_found: "There is no assessment with this reference in your account.",
  assessment_not_claimable:
    "This assessment cannot be added to your account: it was made in another browser or more than seven days ago, or it no longer exists.",
  country_of_origin_required: "Please choose your country of origin.",
  country_of_origin_invalid: "Please choose a country from the list, or Other.",
  application_type_required: "Please choose an application type.",
  application_type_invalid: "Please choose individual, family or entrepreneur as the application type.",
  message_required: "Please tell us about your relocation goals.",
  message_invalid: "The message must be text.",
  message_too_short: "Please write at least 10 characters about your relocation goals.",
  message_too_long: "Your message is too long (2,000 characters at most).",
  language_required: "The language of the request is missing.",
  language_invalid: "The language must be English (en), French (fr) or Arabic (ar).",
  consultation_name_invalid: "Please write your name as text, on one line.",
  phone_invalid:
    "Please enter a phone number of 6 to 20 digits, using digits, spaces, +, - and brackets only, or leave it empty.",
  contact_time_invalid: "Please choose morning, afternoon, evening or any time.",
  contact_days_invalid: "Please choose weekdays, weekends or any day.",
  time_zone_required: "Please choose your time zone.",
  time_zone_invalid: "Please choose a time zone from the list (for example Europe/Paris).",
  email_taken: "An account already exists with this email address. Sign in, or reset your password if you forgot it.",
  invalid_credentials: "Login failed: the email address or password is incorrect.",
  too_many_attempts: "Too many attempts. Please wait a few minutes and try again.",
  sign_in_required: "Please sign in to continue.",
  not_allowed: "You do not have access to this.",
  password_choice_not_pending: "There is no password to choose for this account. Change it from your profile.",
  plan_required: "Your plan does not include this. Upgrade to use it.",
  account_suspended: "This account is suspended. Contact us if you think this is a mistake.",
  contact_name_invalid: "Please write your name as text, on one line.",
  contact_subject_required: "Please choose what your message is about.",
  contact_subject_invalid: "Please choose one of the subjects offered.",
  contact_message_required: "Please write your message.",
  contact_message_invalid: "The message must be text.",
  contact_message_too_short: "Please write at least 10 characters.",
  contact_message_too_long: "Your message is too long (3,000 characters at most).",
  contact_consent_required: "Please agree to be contacted about your message, so we can answer it.",
  json_expected: "Send the request body as JSON (Content-Type: application/json).",
  invalid_json: "The request body is not valid JSON.",
  json_too_deep: "The request body is nested too deeply ({max} levels at most). Send a flatter JSON document.",
  null_character:
    "The request contains a null character, which no text of ours can hold. Please remove it and try again.",
  payload_too_large: "The request is too large.",
  form_too_large: "The form you sent is too large ({maxKb} KB at most). Shorten it and try again.",
  form_unreadable: "The form could not be read. Reload the page and send it again.",
  form_content_type: "Send this form as application/x-www-form-urlencoded or multipart/form-data.",
  method_not_allowed: "This address does not accept {method} requests.",
  too_many_requests: "Too many requests from your connection. Please try again in {wait}.",
  too_many_requests_for_email: "Too many requests with this email address. Please try again in {wait}.",
  cross_site_request: "This request came from another site and was refused.",
  not_found: "There is nothing at this address.",
  internal:
    "Something went wrong on our side. Please try again; if it keeps happening, quote this reference: {requestId}.",
} as const;

export type ApiMessageKey = keyof typeof en;

const fr: Record<ApiMessageKey, string> = {
  ...accountErrorsFr,
  ...commerceMessagesFr,
  ...scenarioMessagesFr,
  ...permitMessagesFr,
  ...appointmentKitMessagesFr,
  ...letterMessagesFr,
  ...comparisonMessagesFr,
  ...eligibilityMessagesFr,
  ...uploadMessagesFr,
  ...caseMessagesFr,
  ...backOfficeMessagesFr,
  ...auditMessagesFr,
  ...blogMessagesFr,
  ...assistantMessagesFr,
  conversation_id_invalid: "La référence de conversation n'est pas valide.",
  consent_version_invalid: "Ce formulaire n'est plus à jour. Rechargez la page et envoyez-le de nouveau.",
  country_required: "Veuillez choisir votre pays de nationalité.",
  country_invalid: "Veuillez choisir un pays dans la liste.",
  profession_required: "Veuillez choisir votre profession.",
  profession_invalid: "Veuillez choisir l'une des professions proposées.",
  income_required: "Veuillez choisir votre tranche de revenus mensuels.",
  income_invalid: "Veuillez choisir l'une des tranches de revenus proposées.",
  session_id_invalid:
    "La référence de session du navigateur est absente ou invalide. Rechargez la page puis réessayez.",
  assessment_id_invalid: "La référence de l'évaluation n'est pas valide.",
  assessment_not_found: "Votre compte ne contient aucune évaluation avec cette référence.",
  assessment_not_claimable:
    "Cette évaluation ne peut pas être ajoutée à votre compte : elle a été faite dans un autre navigateur ou il y a plus de sept jours, ou elle n'existe plus.",
  country_of_origin_required: "Veuillez choisir votre pays d'origine.",
  country_of_origin_invalid: "Veuillez choisir un pays dans la liste, ou « Autre ».",
  application_type_required: "Veuillez choisir un type de demande.",
  application_type_invalid: "Veuillez choisir individuel, famille ou entrepreneur comme type de demande.",
  message_required: "Veuillez nous décrire votre projet d'installation.",
  message_invalid: "Le message doit être un texte.",
  message_too_short: "Veuillez écrire au moins 10 caractères sur votre projet d'installation.",
  message_too_long: "Votre message est trop long (2 000 caractères au maximum).",
  language_required: "La langue de la demande est manquante.",
  language_invalid: "La langue doit être l'anglais (en), le français (fr) ou l'arabe (ar).",
  consultation_name_invalid: "Veuillez écrire votre nom en texte, sur une seule ligne.",
  phone_invalid:
    "Veuillez saisir un numéro de téléphone de 6 à 20 chiffres (chiffres, espaces, +, - et parenthèses uniquement), ou laisser le champ vide.",
  contact_time_invalid: "Veuillez choisir le matin, l'après-midi, le soir ou « N'importe quand ».",
  contact_days_invalid: "Veuillez choisir la semaine, le week-end ou « N'importe quel jour ».",
  time_zone_required: "Veuillez choisir votre fuseau horaire.",
  time_zone_invalid: "Veuillez choisir un fuseau horaire dans la liste (par exemple Europe/Paris).",
  email_taken:
    "Un compte existe déjà avec cette adresse e-mail. Connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié.",
  invalid_credentials: "Échec de la connexion : l'adresse e-mail ou le mot de passe est incorrect.",
  too_many_attempts: "Trop de tentatives. Patientez quelques minutes puis réessayez.",
  sign_in_required: "Veuillez vous connecter pour continuer.",
  not_allowed: "Vous n'avez pas accès à ceci.",
  password_choice_not_pending:
    "Il n'y a pas de mot de passe à choisir pour ce compte. Modifiez-le depuis votre profil.",
  plan_required: "Votre formule n'inclut pas ceci. Passez à une formule supérieure pour l'utiliser.",
  account_suspended: "Ce compte est suspendu. Contactez-nous si vous pensez qu'il s'agit d'une erreur.",
  contact_name_invalid: "Veuillez écrire votre nom en texte, sur une seule ligne.",
  contact_subject_required: "Veuillez choisir l'objet de votre message.",
  contact_subject_invalid: "Veuillez choisir l'un des objets proposés.",
  contact_message_required: "Veuillez écrire votre message.",
  contact_message_invalid: "Le message doit être un texte.",
  contact_message_too_short: "Veuillez écrire au moins 10 caractères.",
  contact_message_too_long: "Votre message est trop long (3 000 caractères au maximum).",
  contact_consent_required:
    "Veuillez accepter d'être recontacté au sujet de votre message, pour que nous puissions y répondre.",
  json_expected: "Envoyez le corps de la requête en JSON (Content-Type: application/json).",
  invalid_json: "Le corps de la requête n'est pas un JSON valide.",
  json_too_deep:
    "Le corps de la requête est imbriqué trop profondément ({max}\u202fniveaux au maximum). Envoyez un document JSON moins imbriqué.",
  null_character:
    "La requête contient un caractère nul, qu'aucun de nos textes ne peut contenir. Retirez-le et réessayez.",
  payload_too_large: "La requête est trop volumineuse.",
  form_too_large: "Le formulaire envoyé est trop volumineux ({maxKb} Ko au maximum). Raccourcissez-le puis réessayez.",
  form_unreadable: "Le formulaire n'a pas pu être lu. Rechargez la page puis envoyez-le à nouveau.",
  form_content_type: "Envoyez ce formulaire en application/x-www-form-urlencoded ou multipart/form-data.",
  method_not_allowed: "Cette adresse n'accepte pas les requêtes {method}.",
  too_many_requests: "Trop de requêtes depuis votre connexion. Veuillez réessayer dans {wait}.",
  too_many_requests_for_email: "Trop de demandes avec cette adresse e-mail. Veuillez réessayer dans {wait}.",
  cross_site_request: "Cette requête provient d'un autre site et a été refusée.",
  not_found: "Il n'y a rien à cette adresse.",
  internal:
    "Une erreur s'est produite de notre côté. Réessayez ; si le problème persiste, indiquez cette référence : {requestId}.",
};

const ar: Record<ApiMessageKey, string> = {
  ...accountErrorsAr,
  ...commerceMessagesAr,
  ...scenarioMessagesAr,
  ...permitMessagesAr,
  ...appointmentKitMessagesAr,
  ...letterMessagesAr,
  ...comparisonMessagesAr,
  ...eligibilityMessagesAr,
  ...uploadMessagesAr,
  ...caseMessagesAr,
  ...backOfficeMessagesAr,
  ...auditMessagesAr,
  ...blogMessagesAr,
  ...assistantMessagesAr,
  conversation_id_invalid: "مرجع المحادثة غير صالح.",
  consent_version_invalid: "هذا النموذج لم يعد محدّثًا. أعد تحميل الصفحة وأرسله مرة أخرى.",
  country_required: "يرجى اختيار بلد جنسيتك.",
  country_invalid: "يرجى اختيار بلد من القائمة.",
  profession_required: "يرجى اختيار مهنتك.",
  profession_invalid: "يرجى اختيار إحدى المهن المعروضة.",
  income_required: "يرجى اختيار فئة دخلك الشهري.",
  income_invalid: "يرجى اختيار إحدى فئات الدخل المعروضة.",
  session_id_invalid: "مرجع جلسة المتصفح مفقود أو غير صالح. أعد تحميل الصفحة وحاول مرة أخرى.",
  assessment_id_invalid: "مرجع التقييم غير صالح.",
  assessment_not_found: "لا يوجد في حسابك تقييم بهذا المرجع.",
  assessment_not_claimable:
    "لا يمكن إضافة هذا التقييم إلى حسابك: أُجري في متصفح آخر أو قبل أكثر من سبعة أيام، أو لم يعد موجودًا.",
  country_of_origin_required: "يرجى اختيار بلدك الأصلي.",
  country_of_origin_invalid: "يرجى اختيار بلد من القائمة، أو «أخرى».",
  application_type_required: "يرجى اختيار نوع الطلب.",
  application_type_invalid: "يرجى اختيار فردي أو عائلي أو رائد أعمال كنوع للطلب.",
  message_required: "يرجى إخبارنا عن أهداف انتقالك.",
  message_invalid: "يجب أن تكون الرسالة نصًا.",
  message_too_short: "يرجى كتابة 10 أحرف على الأقل عن أهداف انتقالك.",
  message_too_long: "رسالتك طويلة جدًا (2000 حرف كحد أقصى).",
  language_required: "لغة الطلب مفقودة.",
  language_invalid: "يجب أن تكون اللغة الإنجليزية (en) أو الفرنسية (fr) أو العربية (ar).",
  consultation_name_invalid: "يرجى كتابة اسمك نصًا على سطر واحد.",
  phone_invalid:
    "يرجى إدخال رقم هاتف من 6 إلى 20 رقمًا، باستخدام الأرقام والمسافات و+ و- والأقواس فقط، أو ترك الحقل فارغًا.",
  contact_time_invalid: "يرجى اختيار الصباح أو بعد الظهر أو المساء أو «أي وقت».",
  contact_days_invalid: "يرجى اختيار أيام الأسبوع أو عطلة نهاية الأسبوع أو «أي يوم».",
  time_zone_required: "يرجى اختيار منطقتك الزمنية.",
  time_zone_invalid: "يرجى اختيار منطقة زمنية من القائمة (مثل Europe/Paris).",
  email_taken: "يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها.",
  invalid_credentials: "فشل تسجيل الدخول: البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  too_many_attempts: "محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  sign_in_required: "يرجى تسجيل الدخول للمتابعة.",
  not_allowed: "ليس لديك صلاحية الوصول إلى هذا.",
  password_choice_not_pending: "لا توجد كلمة مرور يجب اختيارها لهذا الحساب. يمكنك تغييرها من ملفك الشخصي.",
  plan_required: "خطتك لا تشمل هذا. قم بالترقية لاستخدامه.",
  account_suspended: "هذا الحساب معلّق. تواصل معنا إذا كنت تعتقد أن هذا خطأ.",
  contact_name_invalid: "يرجى كتابة اسمك نصًا على سطر واحد.",
  contact_subject_required: "يرجى اختيار موضوع رسالتك.",
  contact_subject_invalid: "يرجى اختيار أحد المواضيع المعروضة.",
  contact_message_required: "يرجى كتابة رسالتك.",
  contact_message_invalid: "يجب أن تكون الرسالة نصًا.",
  contact_message_too_short: "يرجى كتابة 10 أحرف على الأقل.",
  contact_message_too_long: "رسالتك طويلة جدًا (3000 حرف كحد أقصى).",
  contact_consent_required: "يرجى الموافقة على أن نتواصل معك بشأن رسالتك، حتى نتمكن من الرد عليها.",
  json_expected: "أرسل محتوى الطلب بصيغة JSON (Content-Type: application/json).",
  invalid_json: "محتوى الطلب ليس بصيغة JSON صالحة.",
  json_too_deep: "محتوى الطلب متداخل بعمق زائد (الحد الأقصى {max} مستوى). أرسل مستند JSON أقل تداخلًا.",
  null_character: "يحتوي الطلب على محرف فارغ لا يمكن أن يتضمنه أي نص لدينا. يرجى حذفه والمحاولة مرة أخرى.",
  payload_too_large: "الطلب كبير جدًا.",
  form_too_large: "النموذج الذي أرسلته كبير جدًا ({maxKb} كيلوبايت كحد أقصى). اختصره ثم حاول مرة أخرى.",
  form_unreadable: "تعذّرت قراءة النموذج. أعد تحميل الصفحة ثم أرسله مرة أخرى.",
  form_content_type: "أرسل هذا النموذج بصيغة application/x-www-form-urlencoded أو multipart/form-data.",
  method_not_allowed: "هذا العنوان لا يقبل طلبات {method}.",
  too_many_requests: "طلبات كثيرة جدًا من اتصالك. الوقت المتبقي قبل أن تتمكن من المحاولة مرة أخرى: {wait}.",
  too_many_requests_for_email:
    "طلبات كثيرة جدًا باستخدام عنوان البريد الإلكتروني هذا. الوقت المتبقي قبل أن تتمكن من المحاولة مرة أخرى: {wait}.",
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
  return template.replace(/\{(\w+)\}/g, (_, name: string) => slotValue(language, name, values[name] ?? ""));
}

/** A `{status}` slot names a case status in the reader's words (status_<value>), never its code. */
function slotValue(language: Language, name: string, value: string): string {
  const label = `status_${value}`;
  return name === "status" && isApiMessageKey(label) ? catalogs[language][label] : value;
}

export const apiMessageCatalogs = catalogs;
