import type { TFunction } from "i18next";
import type en from "../../i18n/locales/en.ts";

// Apart from the field kit (components/ui/fields.tsx): the home page's consultation form uses it, and a module
// naming `account.errors` makes the browser load the catalogue's `account` section with it (ADR 0077).

type ErrorKey = keyof typeof en.account.errors;

/** A message key from our schemas (core/account.ts) in the reader's language. */
export function errorText(t: TFunction, key: string): string {
  return t(`account.errors.${key as ErrorKey}`, { defaultValue: t("account.errors.invalid_request") });
}
