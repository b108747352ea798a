import type { AccountErrorKey } from "./account-errors-en.ts";

/** The French strings of content/i18n/account-errors-en.ts (same keys; TypeScript checks the shape). */
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
