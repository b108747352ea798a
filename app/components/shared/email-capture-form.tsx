import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, useLocation } from "react-router";
import { checklistConsentWording, currentChecklistConsentVersion } from "../../../content/emails/checklist-consent.ts";
import { looksLikeEmail, maxEmailLength } from "../../../core/email-rules.ts";
import { asLanguage } from "../../../core/languages.ts";
import { languageParam } from "../../../core/negotiate-language.ts";
import { failureOf, refusalMessageOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { type CaptureAnswer, captureOutcomeKeys } from "../../lib/capture-outcome.ts";
import { emailInputProps } from "../ui/form-field.tsx";
import { Link } from "../ui/link.tsx";
import { PendingButton } from "../ui/pending-button.tsx";
import { showToast } from "../ui/toast-store.ts";

type State = "idle" | "pending";

/**
 * The e-mail capture: idle → pending (button disabled, loading shown) → success (field
 * cleared, toast) or error (destructive toast, with the API's own sentence when it refused the
 * request, e.g. a limit with the wait). A value without "@" gets the "Invalid Email" toast.
 * The success toast says what really happened (ADR 0025): a new address or one already on the
 * list, and whether a checklist is on its way or went less than a day ago. The consent sentence
 * under the field is the one the server stores with the capture, by its version.
 */
export function EmailCaptureForm({
  tone = "light",
  conversationId,
  from,
  initialEmail = "",
}: {
  tone?: "light" | "dark";
  conversationId?: string;
  /** The page to offer a way back to after a post without JavaScript (default: this one). */
  from?: string;
  /** What was typed before a refused post, so nothing has to be typed again. */
  initialEmail?: string;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<State>("idle");
  const dark = tone === "dark";
  const language = asLanguage(i18n.language);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "pending") return;
    const value = email.trim();
    if (!looksLikeEmail(value)) {
      showToast({
        title: t("emailCapture.invalidTitle"),
        description: t("emailCapture.invalid"),
        variant: "destructive",
      });
      return;
    }
    setState("pending");
    try {
      // ?lang=: the API answers, stores the capture and words the checklist in this page's
      // language, which may come from the address rather than the cookie.
      const answer = await apiRequest<CaptureAnswer>("POST", `/api/email-capture?${languageParam}=${language}`, {
        email: value,
        consentVersion: currentChecklistConsentVersion,
        ...(conversationId ? { conversationId } : {}),
      });
      setEmail("");
      const keys = captureOutcomeKeys(answer);
      showToast({ title: t(keys.title), description: t(keys.description, { email: value }) });
    } catch (error) {
      // The typed address stays. A refusal says why in the visitor's language (an address the
      // server does not accept, a limit with how long to wait); anything else gets our own message.
      const failure = failureOf(error);
      const fieldMessage = failure.kind === "api" && failure.status === 400 ? failure.fields.email : undefined;
      showToast({
        title: fieldMessage ? t("emailCapture.invalidTitle") : t("emailCapture.errorTitle"),
        description: fieldMessage ?? refusalMessageOf(error) ?? t("emailCapture.error"),
        variant: "destructive",
      });
    } finally {
      setState("idle");
    }
  }

  return (
    // noValidate: our own check runs so the spec's "Invalid Email" toast appears in every browser.
    // Before the page's JavaScript runs (or without it), the browser posts the form to
    // /email-capture, which stores the address the same way and shows the outcome in the
    // language of this page (which may have come from ?lang= rather than a cookie).
    <form
      method="post"
      action={`${href("/email-capture")}?${languageParam}=${i18n.language}`}
      onSubmit={submit}
      noValidate
      aria-busy={state === "pending"}
      className="grid gap-2"
    >
      <input type="hidden" name="from" value={from ?? pathname} />
      <input type="hidden" name="consentVersion" value={currentChecklistConsentVersion} />
      <label htmlFor={id} className={`text-sm font-medium ${dark ? "text-white" : "text-slate-800"}`}>
        {t("emailCapture.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          {...emailInputProps}
          name="email"
          required
          maxLength={maxEmailLength}
          placeholder={t("emailCapture.placeholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500"
        />
        <PendingButton
          pending={state === "pending"}
          pendingLabel={t("emailCapture.submitting")}
          className="shrink-0"
          variant={dark ? "secondary" : "primary"}
        >
          {t("emailCapture.submit")}
        </PendingButton>
      </div>
      <p className={`text-xs ${dark ? "text-brand-100" : "text-slate-600"}`}>
        {checklistConsentWording(currentChecklistConsentVersion, language)}{" "}
        <Link to={href("/privacy-policy")} className="underline underline-offset-2">
          {t("footer.privacy")}
        </Link>
      </p>
    </form>
  );
}
