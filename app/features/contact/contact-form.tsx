import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { contactMessageMaxLength, contactMessageMinLength, contactSubjects } from "../../../core/contact-rules.ts";
import { maxEmailLength } from "../../../core/email-rules.ts";
import { asLanguage } from "../../../core/languages.ts";
import { languageParam } from "../../../core/negotiate-language.ts";
import { DonePanel } from "../../components/ui/done-panel.tsx";
import {
  CheckboxField,
  EmailField,
  focusFirstError,
  formValues,
  SelectField,
  TextField,
} from "../../components/ui/fields.tsx";
import { Link } from "../../components/ui/link.tsx";
import { MessageField } from "../../components/ui/message-field.tsx";
import { SubmitRow } from "../../components/ui/pending-button.tsx";
import { toastRefusal } from "../../components/ui/refusal-toast.ts";
import { showToast } from "../../components/ui/toast-store.ts";
import { type FieldErrors, failureOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { type FormRefusal, fieldFrom, refusalFor, refusalSentence } from "../../lib/form-refusal.ts";

/** A message sent by a post without JavaScript, as the page's action answers it. */
export type ContactFormSent = { outcome: "sent"; name: string; email: string };

/**
 * The contact form (ADR 0026): editing → sending → sent. With JavaScript it calls POST /api/contact
 * and shows the API's own messages beside the fields (in the page's language, apiRequest sends
 * it); without, the browser posts to /contact?lang=…, whose action answers the same way: sent, or
 * a FormRefusal with what was typed. What was typed is never lost on a refusal, nor when it was
 * typed before the page's scripts ran: the fields are uncontrolled (ADR 0081) and read when the
 * form is sent. The counter counts instead of cutting: a message over the limit is refused with a
 * message saying so, not silently shortened.
 */
export function ContactForm({ outcome }: { outcome?: ContactFormSent | FormRefusal }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const id = useId();
  // "Send another" starts an empty form: a refusal of a post without JavaScript fills the first only.
  const [another, setAnother] = useState(false);
  const refused = another ? undefined : refusalFor(outcome, null);
  const field = (name: string) => fieldFrom(refused, name).defaultValue;
  const [errors, setErrors] = useState<FieldErrors>(refused?.fieldErrors ?? {});
  const [alert, setAlert] = useState<string | null>(refusalSentence(refused));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(outcome?.outcome === "sent" ? outcome : null);
  const form = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const [count, setCount] = useState(() => field("message").trim().length);
  const hasFieldErrors = Object.keys(errors).length > 0;

  /** The counter follows the message box, whatever was typed in it before the page hydrated too. */
  const recount = () => {
    const message = form.current?.elements.namedItem("message");
    if (message instanceof HTMLTextAreaElement) setCount(message.value.trim().length);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each time a form is shown
  useEffect(recount, [sent]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Read when sent: whatever was typed, before the page hydrated too.
    const values = formValues(event.currentTarget);
    const text = (name: string) => {
      const value = values[name];
      return typeof value === "string" ? value : "";
    };
    setSending(true);
    try {
      await apiRequest("POST", "/api/contact", {
        name: text("name"),
        email: text("email"),
        subject: text("subject") || undefined,
        message: text("message"),
        consent: values.consent === true || undefined,
        language,
      });
      setSent({ outcome: "sent", name: text("name").trim(), email: text("email").trim().toLowerCase() });
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
            setAnother(true);
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
      action={`${href("/contact")}?${languageParam}=${language}`}
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
        defaultValue={field("name")}
        error={errors.name}
      />
      <EmailField
        label={t("contact.emailField")}
        required
        maxLength={maxEmailLength}
        defaultValue={field("email")}
        error={errors.email}
      />
      <SelectField
        label={t("contact.subject")}
        name="subject"
        required
        placeholder={t("contact.subjectPlaceholder")}
        options={contactSubjects.map((subject) => ({ value: subject, label: t(`contact.subjects.${subject}`) }))}
        defaultValue={field("subject")}
        error={errors.subject}
      />
      <MessageField
        id={`${id}-message`}
        label={t("contact.message")}
        name="message"
        rows={6}
        required
        defaultValue={field("message")}
        aria-invalid={Boolean(errors.message)}
        onChange={recount}
        hint={t("contact.messageHint", { min: contactMessageMinLength })}
        counter={t("contact.counter", { count, max: contactMessageMaxLength })}
        counterClassName={count > contactMessageMaxLength ? "font-semibold text-red-700" : "text-slate-600"}
        error={errors.message}
      />
      <CheckboxField
        name="consent"
        required
        defaultChecked={field("consent") === "on"}
        error={errors.consent}
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
