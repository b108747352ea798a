import { useTranslation } from "react-i18next";
import { href, useLocation, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { signInSchema } from "../../core/account.ts";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { AccountEmailField } from "../components/ui/account-fields.tsx";
import { CheckboxField, FormAlert, formValues, PasswordField } from "../components/ui/fields.tsx";
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
import type { Route } from "./+types/login";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    seo: accountPageSeo(context, "/login", t("account.login.title"), t("account.login.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** /login: e-mail, password, remember me; then back to where the person came from. */
export default function Login() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"), "/profile");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { form, errors, alert, pending, submit } = useAccountForm(signInSchema, t("account.login.failed"));

  function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(formValues(event.currentTarget), async (data) => {
      const result = await apiRequest<{ user?: { name?: string }; passwordChangeRequired?: boolean; next?: string }>(
        "POST",
        "/api/auth/sign-in/email",
        data,
      );
      // A one-time password opens no session: on to choosing one's own (ADR 0021).
      if (result.passwordChangeRequired && result.next) {
        showToast({ title: t("account.login.firstPassword"), description: t("account.login.firstPasswordText") });
        await navigate(keepLanguage(safeRedirectPath(result.next), location), { replace: true });
        return;
      }
      showToast({
        title: t("account.login.success"),
        description: t("account.login.successText", { name: result.user?.name ?? "" }),
      });
      await revalidator.revalidate();
      // A sign-in page reached on a ?lang= address leads on in that language.
      await navigate(keepLanguage(redirectTo, location), { replace: true });
    });
  }

  const registerHref = keepLanguage(
    redirectTo === "/profile" ? "/register" : `/register?${new URLSearchParams({ redirectTo })}`,
    location,
  );

  return (
    <AccountPage title={t("account.login.title")} intro={t("account.login.intro")}>
      <form ref={form} onSubmit={signIn} noValidate aria-busy={pending} className="grid gap-5">
        <FormAlert message={alert} />
        <AccountEmailField errors={errors} />
        <PasswordField label={t("account.fields.password")} error={errors.password} required />
        <CheckboxField
          label={t("account.fields.rememberMe")}
          hint={t("account.fields.rememberMeHint")}
          name="rememberMe"
        />
        <PendingButton pending={pending} pendingLabel={t("account.login.submitting")}>
          {t("account.login.submit")}
        </PendingButton>
        <Link
          to={href("/forgot-password")}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("account.login.forgot")}
        </Link>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        {t("account.login.noAccount")}{" "}
        <Link to={registerHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("account.login.register")}
        </Link>
      </p>
    </AccountPage>
  );
}
