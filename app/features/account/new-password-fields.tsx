import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../../lib/api-failure.ts";
import { TextField } from "./form-controls.tsx";

type Values = { password: string; confirmPassword: string };

/**
 * The new password and its confirmation, as every form that sets one asks for them (resetting,
 * choosing one after verifying an address, changing it in the profile): the same labels, hint,
 * `autocomplete="new-password"` (so password managers offer to generate one) and field names.
 */
export function NewPasswordFields<T extends Values>({
  values,
  setValues,
  errors,
}: {
  values: T;
  setValues: Dispatch<SetStateAction<T>>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("account.fields.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        hint={t("account.fields.passwordHint")}
        error={errors.password}
        required
      />
      <TextField
        label={t("account.fields.confirmNewPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setValues((v) => ({ ...v, confirmPassword: event.target.value }))}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
