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
