import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { fieldErrors } from "../../../core/account.ts";
import { focusFirstError } from "../../components/ui/fields.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { errorText } from "./error-text.ts";

/**
 * The one life of an account form (sign-in, registration, password reset, profile sections):
 * check the values with the schema the API uses, show each message next to its field and move
 * focus to the first one, then send. A refusal from the API is shown the same way, with its
 * message above the form and in a toast titled `failureTitle`; a network failure only toasts, and
 * what was typed stays. `send` does the call and whatever success means for that page.
 */
export function useAccountForm<S extends z.ZodType>(schema: S, failureTitle: string) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const focusFirstProblem = () => requestAnimationFrame(() => focusFirstError(form.current));

  /** True once `send` has succeeded; false when the values were refused or the call failed. */
  async function submit(values: unknown, send: (data: z.output<S>) => Promise<void>): Promise<boolean> {
    if (pending) return false;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const keys = fieldErrors(parsed.error);
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, errorText(t, key)])));
      setAlert(t("account.fixFields"));
      focusFirstProblem();
      return false;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await send(parsed.data);
      return true;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === "network") {
        showToast({ title: t("account.network"), description: t("account.networkText"), variant: "destructive" });
      } else {
        setErrors(failure.fields);
        setAlert(failure.message);
        showToast({ title: failureTitle, description: failure.message, variant: "destructive" });
        focusFirstProblem();
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  return { form, errors, alert, pending, submit };
}
