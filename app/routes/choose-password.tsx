import { useTranslation } from "react-i18next";
import { href, redirect, useLocation, useNavigate, useRevalidator } from "react-router";
import { choosePasswordSchema } from "../../core/account.ts";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { NewPasswordFields } from "../components/ui/account-fields.tsx";
import { FormAlert, formValues } from "../components/ui/fields.tsx";
import { PendingButton } from "../components/ui/pending-button.tsx";
import { showToast } from "../components/ui/toast-store.ts";
import { AccountPage } from "../features/account/account-page.tsx";
import { useAccountForm } from "../features/account/use-account-form.ts";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { apiRequest } from "../lib/api-request.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { currentUser, pendingPasswordChoice } from "../lib/viewer.server.ts";
import type { Route } from "./+types/choose-password";

/**
 * Where a verification link lands when it was opened in another browser than the one that chose
 * the account's password (ADR 0065): that password no longer works, and this session may do
 * nothing but choose one. Anyone else has nothing to do here: a signed-in member goes to their
 * profile, a visitor to the sign-in page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const pending = pendingPasswordChoice(context);
  if (!pending)
    throw redirect(keepLanguage(safeRedirectPath(currentUser(context) ? href("/profile") : href("/login")), url));
  const { t } = getI18n(context);
  return {
    email: pending.email,
    seo: accountPageSeo(
      context,
      "/choose-password",
      t("account.choosePassword.title"),
      t("account.choosePassword.metaDescription"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function ChoosePassword({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { form, errors, alert, pending, submit } = useAccountForm(
    choosePasswordSchema,
    t("account.choosePassword.failed"),
  );

  function choose(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(formValues(event.currentTarget), async (data) => {
      await apiRequest("POST", "/api/auth/choose-password", data);
      showToast({ title: t("account.choosePassword.success"), description: t("account.choosePassword.successText") });
      await revalidator.revalidate();
      // The e-mailed link carried its language (?lang=): the profile opens in it.
      await navigate(keepLanguage(safeRedirectPath(`${href("/profile")}?verified=1`), location), { replace: true });
    });
  }

  return (
    <AccountPage
      title={t("account.choosePassword.title")}
      intro={t("account.choosePassword.intro", { email: loaderData.email })}
    >
      <form ref={form} onSubmit={choose} noValidate aria-busy={pending} className="grid gap-5">
        <FormAlert message={alert} />
        <NewPasswordFields errors={errors} />
        <PendingButton pending={pending} pendingLabel={t("account.choosePassword.submitting")}>
          {t("account.choosePassword.submit")}
        </PendingButton>
      </form>
    </AccountPage>
  );
}
