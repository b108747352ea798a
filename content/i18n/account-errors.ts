import type { Language } from "../../core/languages.ts";

/**
 * What the account fields say when they are wrong, in every language. Both the pages (as
 * `account.errors` in app/i18n/locales) and the API (content/messages/api-messages.ts) read these, so
 * the browser's check and the API's answer can never say different things; they live here, below
 * both, because the server must not import the app.
 */
export const accountErrorsEn = {
  email_required: "Email is required.",
  email_invalid: "Please enter a valid email address.",
  email_too_long: "This email address is too long (254 characters at most).",
  password_required: "Password is required.",
  password_too_short: "Password must be at least 8 characters.",
  password_too_long: "Password is too long (128 characters at most).",
  passwords_do_not_match: "Passwords do not match.",
  name_required: "Name is required.",
  name_too_long: "Name is too long (100 characters at most).",
  nationality_required: "Nationality is required.",
  nationality_invalid: "Please choose a nationality from the list.",
  target_country_required: "Please choose the country you are moving to.",
  target_country_invalid: "Please choose a country from the list.",
  account_profession_required: "Profession is required.",
  account_profession_too_long: "Profession is too long (100 characters at most).",
  terms_required: "Please agree to the terms and conditions.",
  current_password_required: "Please enter your current password.",
  current_password_wrong: "Your current password is incorrect.",
  reset_link_invalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  language_invalid: "Please choose English, French or Arabic.",
  invalid_request: "Some fields are missing or not valid.",
  password_reused: "Choose a new password: the one-time password cannot be used again.",
  email_already_verified: "This e-mail address is already confirmed.",
  verification_email_mismatch: "You can only ask for a confirmation link for your own account's address.",
  verification_link_invalid: "This confirmation link is invalid or has expired. Ask for a new one below.",
} as const;

export type AccountErrorKey = keyof typeof accountErrorsEn;

export const accountErrorsFr: Record<AccountErrorKey, string> = {
  email_required: "L'adresse e-mail est obligatoire.",
  email_invalid: "Veuillez saisir une adresse e-mail valide.",
  email_too_long: "Cette adresse e-mail est trop longue (254 caractères au maximum).",
  password_required: "Le mot de passe est obligatoire.",
  password_too_short: "Le mot de passe doit contenir au moins 8 caractères.",
  password_too_long: "Le mot de passe est trop long (128 caractères au maximum).",
  passwords_do_not_match: "Les mots de passe ne correspondent pas.",
  name_required: "Le nom est obligatoire.",
  name_too_long: "Le nom est trop long (100 caractères au maximum).",
  nationality_required: "La nationalité est obligatoire.",
  nationality_invalid: "Veuillez choisir une nationalité dans la liste.",
  target_country_required: "Veuillez choisir le pays où vous vous installez.",
  target_country_invalid: "Veuillez choisir un pays dans la liste.",
  account_profession_required: "La profession est obligatoire.",
  account_profession_too_long: "La profession est trop longue (100 caractères au maximum).",
  terms_required: "Veuillez accepter les conditions générales.",
  current_password_required: "Veuillez saisir votre mot de passe actuel.",
  current_password_wrong: "Votre mot de passe actuel est incorrect.",
  reset_link_invalid: "Ce lien de réinitialisation est invalide ou a expiré. Veuillez en demander un nouveau.",
  language_invalid: "Veuillez choisir l'anglais, le français ou l'arabe.",
  invalid_request: "Certains champs sont manquants ou invalides.",
  password_reused: "Choisissez un nouveau mot de passe : le mot de passe à usage unique ne peut pas être réutilisé.",
  email_already_verified: "Cette adresse e-mail est déjà confirmée.",
  verification_email_mismatch:
    "Vous ne pouvez demander un lien de confirmation que pour l'adresse de votre propre compte.",
  verification_link_invalid: "Ce lien de confirmation est invalide ou a expiré. Demandez-en un nouveau ci-dessous.",
};

export const accountErrorsAr: Record<AccountErrorKey, string> = {
  email_required: "البريد الإلكتروني مطلوب.",
  email_invalid: "يرجى إدخال عنوان بريد إلكتروني صالح.",
  email_too_long: "عنوان البريد الإلكتروني هذا طويل جدًا (254 حرفًا كحد أقصى).",
  password_required: "كلمة المرور مطلوبة.",
  password_too_short: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
  password_too_long: "كلمة المرور طويلة جدًا (128 حرفًا كحد أقصى).",
  passwords_do_not_match: "كلمتا المرور غير متطابقتين.",
  name_required: "الاسم مطلوب.",
  name_too_long: "الاسم طويل جدًا (100 حرف كحد أقصى).",
  nationality_required: "الجنسية مطلوبة.",
  nationality_invalid: "يرجى اختيار جنسية من القائمة.",
  target_country_required: "يرجى اختيار البلد الذي تنتقل إليه.",
  target_country_invalid: "يرجى اختيار بلد من القائمة.",
  account_profession_required: "المهنة مطلوبة.",
  account_profession_too_long: "المهنة طويلة جدًا (100 حرف كحد أقصى).",
  terms_required: "يرجى الموافقة على الشروط والأحكام.",
  current_password_required: "يرجى إدخال كلمة المرور الحالية.",
  current_password_wrong: "كلمة المرور الحالية غير صحيحة.",
  reset_link_invalid: "رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.",
  language_invalid: "يرجى اختيار الإنجليزية أو الفرنسية أو العربية.",
  invalid_request: "بعض الحقول مفقودة أو غير صالحة.",
  password_reused: "اختر كلمة مرور جديدة: لا يمكن استخدام كلمة المرور لمرة واحدة مرة أخرى.",
  email_already_verified: "هذا العنوان مؤكَّد بالفعل.",
  verification_email_mismatch: "لا يمكنك طلب رابط تأكيد إلا لعنوان حسابك أنت.",
  verification_link_invalid: "رابط التأكيد هذا غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا أدناه.",
};

export const accountErrors: Record<Language, Record<AccountErrorKey, string>> = {
  en: accountErrorsEn,
  fr: accountErrorsFr,
  ar: accountErrorsAr,
};
