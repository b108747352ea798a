import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { contactMessageMaxLength, contactMessageMinLength, contactSubjects } from "../../../core/contact-rules.ts";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { isLanguage } from "../../../core/languages.ts";
import { languageParam } from "../../../core/negotiate-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";

export type ContactFormValues = { name: string; email: string; subject: string; message: string; consent: boolean };
const emptyValues: ContactFormValues = { name: "", email: "", subject: "", message: "", consent: false };

/** How a post without JavaScript ended, as the page's action answers it. */
export type ContactFormOutcome =
  | { outcome: "sent"; name: string; email: string }
  | { outcome: "refused"; message: string; fields: FieldErrors; values: ContactFormValues };

const fieldClasses =
  "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700";

/**
 * The contact form (ADR 0026): editing → sending → sent. With JavaScript it calls POST /api/contact
 * and shows the API's own messages beside the fields (in the page's language, apiRequest sends
 * it); without, the browser posts to /contact?lang=…, whose action answers the same way. What was
 * typed is never lost on a refusal. The counter counts instead of cutting: a message over the
 * limit is refused with a message saying so, not silently shortened.
 */
export function ContactForm({ outcome }: { outcome?: ContactFormOutcome }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const id = useId();
  const refused = outcome?.outcome === "refused" ? outcome : null;
  const [values, setValues] = useState<ContactFormValues>(refused?.values ?? emptyValues);
  const [errors, setErrors] = useState<FieldErrors>(refused?.fields ?? {});
  const [alert, setAlert] = useState<string | null>(refused?.message ?? null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(outcome?.outcome === "sent" ? outcome : null);
  const form = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const set = (patch: Partial<ContactFormValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const count = values.message.trim().length;
  const hasFieldErrors = Object.keys(errors).length > 0;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await apiRequest("POST", "/api/contact", {
        name: values.name,
        email: values.email,
        subject: values.subject || undefined,
        message: values.message,
        consent: values.consent || undefined,
        language,
      });
      setSent({ outcome: "sent", name: values.name.trim(), email: values.email.trim().toLowerCase() });
      showToast({ title: t("contact.successTitle"), description: t("contact.successToast") });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const failure = failureOf(error);
      const message = failure.kind === "api" && failure.status < 500 ? failure.message : t("contact.error");
      setErrors(failure.kind === "api" ? failure.fields : {});
      setAlert(message);
      showToast({ title: t("contact.errorTitle"), description: message, variant: "destructive" });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <h2 ref={doneRef} tabIndex={-1} className="text-xl font-bold text-emerald-900 outline-none">
          {t("contact.successTitle")}
        </h2>
        <p className="mt-2 text-slate-800">{t("contact.successText", { name: sent.name, email: sent.email })}</p>
        <button
          type="button"
          onClick={() => {
            setValues(emptyValues);
            setErrors({});
            setAlert(null);
            setSent(null);
          }}
          className="mt-4 font-semibold text-brand-800 underline underline-offset-2"
        >
          {t("contact.sendAnother")}
        </button>
      </div>
    );
  }

  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const errorOf = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    // Without JavaScript the browser posts to the page's action, pinned to this page's language.
    <form
      ref={form}
      method="post"
      action={`/contact?${languageParam}=${language}`}
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      className="grid gap-5"
    >
      {alert && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {hasFieldErrors ? t("contact.fixFields") : alert}
        </p>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          {t("contact.name")}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          autoComplete="name"
          value={values.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy("name")}
          onChange={(event) => set({ name: event.target.value })}
          className={fieldClasses}
        />
        {errorOf("name")}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {t("contact.emailField")}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          dir="ltr"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={maxEmailLength}
          value={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy("email")}
          onChange={(event) => set({ email: event.target.value })}
          className={fieldClasses}
        />
        {errorOf("email")}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-subject`} className="text-sm font-medium text-slate-800">
          {t("contact.subject")}
        </label>
        <select
          id={`${id}-subject`}
          name="subject"
          required
          value={values.subject}
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describedBy("subject")}
          onChange={(event) => set({ subject: event.target.value })}
          className={fieldClasses}
        >
          <option value="">{t("contact.subjectPlaceholder")}</option>
          {contactSubjects.map((subject) => (
            <option key={subject} value={subject}>
              {t(`contact.subjects.${subject}`)}
            </option>
          ))}
        </select>
        {errorOf("subject")}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
          {t("contact.message")}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          value={values.message}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("message", `${id}-message-hint ${id}-message-count`)}
          onChange={(event) => set({ message: event.target.value })}
          className={`${fieldClasses} py-2`}
        />
        <div className="flex flex-wrap justify-between gap-2 text-xs">
          <p id={`${id}-message-hint`} className="text-slate-600">
            {t("contact.messageHint", { min: contactMessageMinLength })}
          </p>
          <p
            id={`${id}-message-count`}
            className={count > contactMessageMaxLength ? "font-semibold text-red-700" : "text-slate-600"}
          >
            {t("contact.counter", { count, max: contactMessageMaxLength })}
          </p>
        </div>
        {errorOf("message")}
      </div>

      <div className="grid gap-1.5">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="consent"
            required
            checked={values.consent}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={describedBy("consent")}
            onChange={(event) => set({ consent: event.target.checked })}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>
            {t("contact.consent")}{" "}
            <Link to="/privacy-policy" className="font-semibold text-brand-800 underline underline-offset-2">
              {t("contact.privacyLink")}
            </Link>
          </span>
        </label>
        {errorOf("consent")}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={sending}>
          {sending && <Spinner className="size-4" />}
          {sending ? t("contact.submitting") : t("contact.submit")}
        </Button>
        <p className="text-sm text-slate-600">{t("contact.allRequired")}</p>
      </div>
    </form>
  );
}
