import { useTranslation } from "react-i18next";
import { href, useLocation, useNavigate, useSearchParams } from "react-router";
import { passwordResetSchema } from "../../core/account.ts";
import { NewPasswordFields } from "../components/ui/account-fields.tsx";
import { FormAlert, formValues } from "../components/ui/fields.tsx";
import { Link } from "../components/ui/link.tsx";
import { PendingButton } from "../components/ui/pending-button.tsx";
import { showToast } from "../components/ui/toast-store.ts";
import { AccountPage } from "../features/account/account-page.tsx";
import { useAccountForm } from "../features/account/use-account-form.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { apiRequest } from "../lib/api-request.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/reset-password";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    seo: accountPageSeo(context, "/reset-password", t("account.reset.title"), t("account.reset.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

// The link carries a secret: keep it out of the Referer of anything this page loads or links to.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/** Second page of the password reset, opened from the e-mail's single-use link (?token=…). */
export default function ResetPassword() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  // Arriving from the sign-in page with a one-time password (ADR 0021): say why we are here.
  const firstPassword = searchParams.get("first") === "1";
  const navigate = useNavigate();
  const location = useLocation();
  const { form, errors, alert, pending, submit } = useAccountForm(passwordResetSchema, t("account.reset.failed"));

  function resetPassword(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token, ...formValues(event.currentTarget) }, async (data) => {
      await apiRequest("POST", "/api/auth/reset-password", data);
      showToast({ title: t("account.reset.success"), description: t("account.reset.successText") });
      // The e-mailed link carries its language (?lang=): signing in goes on in it.
      await navigate(keepLanguage("/login", location), { replace: true });
    });
  }

  if (!token) {
    return (
      <AccountPage title={t("account.reset.title")}>
        <p className="text-slate-700">{t("account.reset.missingToken")}</p>
        <p className="mt-4">
          <Link to={href("/forgot-password")} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("account.reset.requestNew")}
          </Link>
        </p>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={t("account.reset.title")}
      intro={firstPassword ? t("account.reset.firstPassword") : t("account.reset.intro")}
    >
      <form ref={form} onSubmit={resetPassword} noValidate aria-busy={pending} className="grid gap-5">
        <FormAlert message={alert} />
        <NewPasswordFields errors={errors} />
        <PendingButton pending={pending} pendingLabel={t("account.reset.submitting")}>
          {t("account.reset.submit")}
        </PendingButton>
      </form>
      <p className="mt-6 text-sm">
        <Link to={href("/forgot-password")} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("account.reset.requestNew")}
        </Link>
      </p>
    </AccountPage>
  );
}
