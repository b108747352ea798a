import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ApplicationType,
  applicationTypes,
  consultationMessageMaxLength,
  consultationMessageMinLength,
  otherCountry,
} from "../../../core/consultation-rules.ts";
import type { CountryOption } from "../../../core/countries.ts";
import { looksLikeEmail, maxEmailLength } from "../../../core/email-rules.ts";
import { isLanguage } from "../../../core/languages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { refusalMessageOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";

type Values = { email: string; countryOfOrigin: string; applicationType: ApplicationType | ""; message: string };
const emptyValues: Values = { email: "", countryOfOrigin: "", applicationType: "", message: "" };

/** Every field is answered (the message long enough for the API to accept it). */
export function isFilled(values: Values): boolean {
  return (
    values.email.trim() !== "" &&
    values.countryOfOrigin !== "" &&
    values.applicationType !== "" &&
    values.message.trim().length >= consultationMessageMinLength
  );
}

const fieldClasses =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-accent-700";

/**
 * Spec §4 "Consultation form": editing → submitting → submitted. Submit stays disabled until
 * every field is filled and while the request runs; success replaces the form with a thank-you
 * view and a toast; any failure shows the error toast (with the API's own sentence when it refused
 * the request) and keeps what was typed. Plain rules
 * only (no Zod): this form is part of the home page's first load; the API validates for real.
 */
export function ConsultationForm({ countries }: { countries: readonly CountryOption[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [state, setState] = useState<"editing" | "submitting" | "submitted">("editing");
  const [emailInvalid, setEmailInvalid] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const set = (patch: Partial<Values>) => setValues((previous) => ({ ...previous, ...patch }));
  const submitting = state === "submitting";

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !isFilled(values)) return;
    const email = values.email.trim();
    if (!looksLikeEmail(email)) {
      setEmailInvalid(true);
      emailRef.current?.focus();
      return;
    }
    setState("submitting");
    try {
      await apiRequest("POST", "/api/consultation-request", {
        email,
        countryOfOrigin: values.countryOfOrigin,
        applicationType: values.applicationType,
        message: values.message.trim(),
        language: isLanguage(i18n.language) ? i18n.language : "en",
      });
      setState("submitted");
      showToast({ title: t("consultation.successToastTitle"), description: t("consultation.successToast") });
      // The form is gone: put focus on the thank-you heading so it is read out.
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      setState("editing");
      // A refusal says why in the visitor's language (a limit says how long to wait); anything
      // else gets our own message.
      showToast({
        title: t("consultation.errorTitle"),
        description: refusalMessageOf(error) ?? t("consultation.error"),
        variant: "destructive",
      });
    }
  }

  if (state === "submitted") {
    return (
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h3 ref={doneRef} tabIndex={-1} className="text-xl font-bold text-emerald-900 outline-none">
          {t("consultation.successHeading")}
        </h3>
        <p className="mt-2 text-slate-800">{t("consultation.successText")}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={submitting} className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {t("consultation.email")}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          dir="ltr"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={maxEmailLength}
          placeholder={t("consultation.emailPlaceholder")}
          value={values.email}
          aria-invalid={emailInvalid}
          aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
          onChange={(event) => {
            set({ email: event.target.value });
            setEmailInvalid(false);
          }}
          className={fieldClasses}
        />
        {emailInvalid && (
          <p id={`${id}-email-error`} className="text-sm font-medium text-accent-700">
            {t("consultation.invalidEmail")}
          </p>
        )}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-country`} className="text-sm font-medium text-slate-800">
          {t("consultation.country")}
        </label>
        <select
          id={`${id}-country`}
          name="countryOfOrigin"
          required
          value={values.countryOfOrigin}
          onChange={(event) => set({ countryOfOrigin: event.target.value })}
          className={fieldClasses}
        >
          <option value="">{t("consultation.countryPlaceholder")}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
          <option value={otherCountry}>{t("consultation.countryOther")}</option>
        </select>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("consultation.applicationType")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {applicationTypes.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="applicationType"
                value={type}
                required
                checked={values.applicationType === type}
                onChange={() => set({ applicationType: type })}
                className="size-4 shrink-0 accent-brand-700"
              />
              {t(`consultation.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
          {t("consultation.message")}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          minLength={consultationMessageMinLength}
          maxLength={consultationMessageMaxLength}
          placeholder={t("consultation.messagePlaceholder")}
          aria-describedby={`${id}-message-hint`}
          value={values.message}
          onChange={(event) => set({ message: event.target.value })}
          className={`${fieldClasses} py-2`}
        />
        <p id={`${id}-message-hint`} className="text-xs text-slate-600">
          {t("consultation.messageHint", { min: consultationMessageMinLength })}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submitting || !isFilled(values)}>
          {submitting && <Spinner className="size-4" />}
          {submitting ? t("consultation.submitting") : t("consultation.submit")}
        </Button>
        <p className="text-sm text-slate-600">{t("consultation.allRequired")}</p>
      </div>
    </form>
  );
}
