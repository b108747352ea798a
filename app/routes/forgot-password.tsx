import { useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { passwordResetRequestSchema } from "../../core/account.ts";
import { AccountEmailField } from "../components/ui/account-fields.tsx";
import { FormAlert, formValues } from "../components/ui/fields.tsx";
import { Link } from "../components/ui/link.tsx";
import { PendingButton } from "../components/ui/pending-button.tsx";
import { AccountPage } from "../features/account/account-page.tsx";
import { useAccountForm } from "../features/account/use-account-form.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { apiRequest } from "../lib/api-request.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/forgot-password";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    seo: accountPageSeo(context, "/forgot-password", t("account.forgot.title"), t("account.forgot.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * First page of the password reset: asks for the address. The answer is the same whether an
 * account exists or not, so the page tells nobody who has an account.
 */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, alert, pending, submit } = useAccountForm(
    passwordResetRequestSchema,
    t("account.forgot.failed"),
  );

  function requestLink(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(formValues(event.currentTarget), async (data) => {
      await apiRequest("POST", "/api/auth/request-password-reset", data);
      setSentTo(data.email);
    });
  }

  return (
    <AccountPage title={t("account.forgot.title")} intro={sentTo ? undefined : t("account.forgot.intro")}>
      {sentTo ? (
        <div role="status" className="grid gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t("account.forgot.sentTitle")}</h2>
          <p className="text-slate-700">{t("account.forgot.sent", { email: sentTo })}</p>
        </div>
      ) : (
        <form ref={form} onSubmit={requestLink} noValidate aria-busy={pending} className="grid gap-5">
          <FormAlert message={alert} />
          <AccountEmailField errors={errors} />
          <PendingButton pending={pending} pendingLabel={t("account.forgot.submitting")}>
            {t("account.forgot.submit")}
          </PendingButton>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to={href("/login")} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("account.forgot.backToLogin")}
        </Link>
      </p>
    </AccountPage>
  );
}
