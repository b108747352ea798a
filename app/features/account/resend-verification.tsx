import { useState } from "react";
import { useTranslation } from "react-i18next";
import { verificationRequestSchema } from "../../../core/account.ts";
import { AccountEmailField } from "../../components/ui/account-fields.tsx";
import { FormAlert, formValues } from "../../components/ui/fields.tsx";
import { PendingButton } from "../../components/ui/pending-button.tsx";
import { showToast } from "../../components/ui/toast-store.ts";
import { apiRequest } from "../../lib/api-request.ts";
import { useAccountForm } from "./use-account-form.ts";

/**
 * "Send the link again" (ADR 0021). With a known address (just registered, or the signed-in
 * account's) it is one button; without one (an expired link) it asks for the address. The answer
 * is the same whether or not the address has an account, so it tells a stranger nothing.
 */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const { form, errors, alert, pending, submit } = useAccountForm(
    verificationRequestSchema,
    t("account.verify.resendFailed"),
  );

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ email: email ?? formValues(event.currentTarget).email }, async (data) => {
      await apiRequest("POST", "/api/auth/send-verification-email", data);
      setSent(true);
      showToast({ title: t("account.verify.resent"), description: t("account.verify.resentText") });
    });
  }

  return (
    <form ref={form} onSubmit={send} noValidate aria-busy={pending} className="grid gap-3">
      <FormAlert message={alert} />
      {email === undefined && <AccountEmailField errors={errors} />}
      <div>
        <PendingButton pending={pending} pendingLabel={t("account.verify.resending")} variant="secondary">
          {t("account.verify.resend")}
        </PendingButton>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {sent ? t("account.verify.resentText") : ""}
      </p>
    </form>
  );
}
