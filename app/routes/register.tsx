import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { href, useSearchParams } from "react-router";
import { registrationSchema } from "../../core/account.ts";
import { countryOptions } from "../../core/countries.ts";
import { asLanguage } from "../../core/languages.ts";
import { safeRedirectPath } from "../../core/safe-redirect.ts";
import { AccountEmailField, NewPasswordFields } from "../components/ui/account-fields.tsx";
import { CheckboxField, CountryField, FormAlert, formValues, TextField } from "../components/ui/fields.tsx";
import { Link, useLanguageHref } from "../components/ui/link.tsx";
import { PendingButton } from "../components/ui/pending-button.tsx";
import { showToast } from "../components/ui/toast-store.ts";
import { AccountPage } from "../features/account/account-page.tsx";
import { ResendVerification } from "../features/account/resend-verification.tsx";
import { useAccountForm } from "../features/account/use-account-form.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { apiRequest } from "../lib/api-request.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/register";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const locale = getLocale(context);
  return {
    countries: countryOptions(locale),
    seo: accountPageSeo(context, "/register", t("account.register.title"), t("account.register.metaDescription")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/** Moves focus to the "check your e-mail" heading when it replaces the form, for keyboard and screen-reader users. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** /register: the sign-up fields, with their validation and error messages. */
export default function Register({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const [searchParams] = useSearchParams();
  const languageHref = useLanguageHref();
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"), "/profile");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, alert, pending, submit } = useAccountForm(registrationSchema, t("account.register.failed"));

  function register(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read when sent: whatever was typed, before the page hydrated too (the fields are uncontrolled).
    const values = { ...formValues(event.currentTarget), language };
    void submit(values, async (data) => {
      // The same answer whether or not the address already had an account (ADR 0021): no session
      // yet; the e-mailed link confirms the address and signs the person in.
      await apiRequest("POST", "/api/auth/sign-up/email", values);
      showToast({
        title: t("account.register.success"),
        description: `${t("account.register.successText", { name: data.name })} ${t("account.register.checkEmail")}`,
      });
      setSentTo(data.email);
    });
  }

  if (sentTo) {
    return (
      <AccountPage title={t("account.register.title")} wide>
        <div className="grid gap-4">
          <h2 ref={focusOnMount} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
            {t("account.verify.checkTitle")}
          </h2>
          <p className="text-slate-700">
            <Trans
              i18nKey="account.verify.checkText"
              values={{ email: sentTo }}
              components={{ bdi: <bdi dir="ltr" /> }}
            />
          </p>
          <p className="text-sm text-slate-700">{t("account.verify.checkSpam")}</p>
          <ResendVerification email={sentTo} />
          <p className="text-sm text-slate-700">
            <Link
              to={redirectTo === "/profile" ? "/login" : `/login?${new URLSearchParams({ redirectTo })}`}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t("account.verify.signIn")}
            </Link>
          </p>
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t("account.register.title")} intro={t("account.register.intro")} wide>
      <form ref={form} onSubmit={register} noValidate aria-busy={pending} className="grid gap-5">
        <FormAlert message={alert} />
        <TextField label={t("account.fields.name")} name="name" autoComplete="name" error={errors.name} required />
        <AccountEmailField errors={errors} />
        <NewPasswordFields labels="account" errors={errors} paired />
        <div className="grid gap-5 sm:grid-cols-2">
          <CountryField
            label={t("account.fields.nationality")}
            name="nationality"
            countries={loaderData.countries}
            placeholder={t("account.fields.chooseCountry")}
            error={errors.nationality}
            required
          />
          <CountryField
            label={t("account.fields.targetCountry")}
            name="targetCountry"
            countries={loaderData.countries}
            defaultValue="FR"
            error={errors.targetCountry}
            required
          />
        </div>
        <TextField
          label={t("account.fields.profession")}
          name="profession"
          autoComplete="organization-title"
          placeholder={t("account.fields.professionPlaceholder")}
          error={errors.profession}
          required
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="account.register.agreeToTerms"
              components={{
                terms: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                  <a
                    href={languageHref(href("/terms"))}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold underline"
                  />
                ),
              }}
            />
          }
          name="agreeToTerms"
          error={errors.agreeToTerms}
          required
        />
        <CheckboxField label={t("account.register.newsletter")} name="newsletter" />
        <PendingButton pending={pending} pendingLabel={t("account.register.submitting")}>
          {t("account.register.submit")}
        </PendingButton>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        {t("account.register.haveAccount")}{" "}
        <Link
          to={redirectTo === "/profile" ? "/login" : `/login?${new URLSearchParams({ redirectTo })}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("account.register.signIn")}
        </Link>
      </p>
    </AccountPage>
  );
}
