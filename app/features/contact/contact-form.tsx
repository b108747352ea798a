import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { contactMessageMaxLength, contactMessageMinLength, contactSubjects } from "../../../core/contact-rules.ts";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { asLanguage } from "../../../core/languages.ts";
import { languageParam } from "../../../core/negotiate-language.ts";
import { DonePanel } from "../../components/ui/done-panel.tsx";
import { CheckboxField, EmailField, focusFirstError, SelectField, TextField } from "../../components/ui/fields.tsx";
import { MessageField } from "../../components/ui/message-field.tsx";
import { SubmitRow } from "../../components/ui/pending-button.tsx";
import { toastRefusal } from "../../components/ui/refusal-toast.ts";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";

export type ContactFormValues = { name: string; email: string; subject: string; message: string; consent: boolean };
const emptyValues: ContactFormValues = { name: "", email: "", subject: "", message: "", consent: false };

/** How a post without JavaScript ended, as the page's action answers it. */
export type ContactFormOutcome =
  | { outcome: "sent"; name: string; email: string }
  | { outcome: "refused"; message: string; fields: FieldErrors; values: ContactFormValues };

/**
 * The contact form (ADR 0026): editing → sending → sent. With JavaScript it calls POST /api/contact
 * and shows the API's own messages beside the fields (in the page's language, apiRequest sends
 * it); without, the browser posts to /contact?lang=…, whose action answers the same way. What was
 * typed is never lost on a refusal. The counter counts instead of cutting: a message over the
 * limit is refused with a message saying so, not silently shortened.
 */
export function ContactForm({ outcome }: { outcome?: ContactFormOutcome }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
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
      setErrors(failure.kind === "api" ? failure.fields : {});
      setAlert(toastRefusal(error, t("contact.errorTitle"), t("contact.error")));
      requestAnimationFrame(() => focusFirstError(form.current));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <DonePanel
        role="status"
        headingRef={doneRef}
        title={t("contact.successTitle")}
        text={t("contact.successText", { name: sent.name, email: sent.email })}
      >
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
      </DonePanel>
    );
  }

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
      <TextField
        label={t("contact.name")}
        name="name"
        required
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <EmailField
        label={t("contact.emailField")}
        required
        maxLength={maxEmailLength}
        value={values.email}
        error={errors.email}
        onChange={(event) => set({ email: event.target.value })}
      />
      <SelectField
        label={t("contact.subject")}
        name="subject"
        required
        placeholder={t("contact.subjectPlaceholder")}
        options={contactSubjects.map((subject) => ({ value: subject, label: t(`contact.subjects.${subject}`) }))}
        value={values.subject}
        error={errors.subject}
        onChange={(event) => set({ subject: event.target.value })}
      />
      <MessageField
        id={`${id}-message`}
        label={t("contact.message")}
        name="message"
        rows={6}
        required
        value={values.message}
        aria-invalid={Boolean(errors.message)}
        onChange={(event) => set({ message: event.target.value })}
        hint={t("contact.messageHint", { min: contactMessageMinLength })}
        counter={t("contact.counter", { count, max: contactMessageMaxLength })}
        counterClassName={count > contactMessageMaxLength ? "font-semibold text-red-700" : "text-slate-600"}
        error={errors.message}
      />
      <CheckboxField
        name="consent"
        required
        checked={values.consent}
        error={errors.consent}
        onChange={(event) => set({ consent: event.target.checked })}
        label={
          <>
            {t("contact.consent")}{" "}
            <Link to={href("/privacy-policy")} className="font-semibold text-brand-800 underline underline-offset-2">
              {t("contact.privacyLink")}
            </Link>
          </>
        }
      />
      <SubmitRow pending={sending} pendingLabel={t("contact.submitting")} note={t("contact.allRequired")}>
        {t("contact.submit")}
      </SubmitRow>
    </form>
  );
}
