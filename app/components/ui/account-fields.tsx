import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../../lib/api-failure.ts";
import { EmailField, PasswordField } from "./fields.tsx";

/*
 * The blocks the account forms share (registration, password reset, choosing a password, the
 * profile), built from the field kit: the same labels, hint, names and autocomplete everywhere.
 * Kept out of fields.tsx: they name the catalogue's `account` section, which the home page, whose
 * forms use the kit, does not load (ADR 0077).
 */

/**
 * A new password and its confirmation, `autocomplete="new-password"` (so password managers offer
 * to generate one). `labels`: "account" on registration ("Password"), "new" where one replaces
 * another ("New password"). Side by side from the small breakpoint when `paired`.
 */
export function NewPasswordFields({
  errors,
  labels = "new",
  paired = false,
}: {
  errors: FieldErrors;
  labels?: "account" | "new";
  paired?: boolean;
}) {
  const { t } = useTranslation();
  const fields = (
    <>
      <PasswordField
        label={labels === "new" ? t("account.fields.newPassword") : t("account.fields.password")}
        autoComplete="new-password"
        hint={t("account.fields.passwordHint")}
        error={errors.password}
        required
      />
      <PasswordField
        label={labels === "new" ? t("account.fields.confirmNewPassword") : t("account.fields.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
    </>
  );
  return paired ? <div className="grid gap-5 sm:grid-cols-2">{fields}</div> : fields;
}

/** The account's e-mail address ("email"), or the address that is to replace it ("newEmail"). */
export function AccountEmailField({
  errors,
  name = "email",
  defaultValue,
}: {
  errors: FieldErrors;
  name?: "email" | "newEmail";
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmailField
      label={name === "email" ? t("account.fields.email") : t("account.fields.newEmail")}
      name={name}
      defaultValue={defaultValue}
      error={errors[name]}
      required
    />
  );
}

/** The password that proves it is the account's owner (changing the address or the password, erasing). */
export function CurrentPasswordField({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      label={t("account.fields.currentPassword")}
      name="currentPassword"
      error={errors.currentPassword}
      required
    />
  );
}
