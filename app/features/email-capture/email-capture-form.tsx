import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { looksLikeEmail, maxEmailLength } from "../../../core/email-rules.ts";
import { languageParam } from "../../../core/negotiate-language.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { refusalMessageOf } from "../../lib/api-failure.ts";
import { apiRequest } from "../../lib/api-request.ts";

type State = "idle" | "pending";

/**
 * Spec §4 "Email capture": idle → pending (button disabled, loading shown) → success (field
 * cleared, toast) or error (destructive toast, with the API's own sentence when it refused the
 * request, e.g. a limit with the wait). A value without "@" gets the "Invalid Email" toast.
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
      await apiRequest(
        "POST",
        "/api/email-capture",
        conversationId ? { email: value, conversationId } : { email: value },
      );
      setEmail("");
      showToast({ title: t("emailCapture.successTitle"), description: t("emailCapture.success", { email: value }) });
    } catch (error) {
      // The typed address stays. A refusal says why in the visitor's language (a limit says how
      // long to wait); anything else gets our own message.
      showToast({
        title: t("emailCapture.errorTitle"),
        description: refusalMessageOf(error) ?? t("emailCapture.error"),
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
      action={`/email-capture?${languageParam}=${i18n.language}`}
      onSubmit={submit}
      noValidate
      aria-busy={state === "pending"}
      className="grid gap-2"
    >
      <input type="hidden" name="from" value={from ?? pathname} />
      <label htmlFor={id} className={`text-sm font-medium ${dark ? "text-white" : "text-slate-800"}`}>
        {t("emailCapture.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          // Addresses are Latin script: keep them left-to-right on Arabic pages too.
          dir="ltr"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={maxEmailLength}
          placeholder={t("emailCapture.placeholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-500"
        />
        <Button
          type="submit"
          disabled={state === "pending"}
          className="shrink-0"
          variant={dark ? "secondary" : "primary"}
        >
          {state === "pending" && <Spinner className="size-4" />}
          {state === "pending" ? t("emailCapture.submitting") : t("emailCapture.submit")}
        </Button>
      </div>
      <p className={`text-xs ${dark ? "text-brand-100" : "text-slate-600"}`}>
        {t("emailCapture.privacyNote")}{" "}
        <Link to="/privacy-policy" className="underline underline-offset-2">
          {t("footer.privacy")}
        </Link>
      </p>
    </form>
  );
}
