import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fieldErrors, passwordResetRequestSchema } from "../../core/account.ts";
import { Button } from "../components/ui/button.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { showToast } from "../components/ui/toast-store.ts";
import { AccountPage } from "../features/account/account-page.tsx";
import { accountPageSeo } from "../features/account/account-seo.server.ts";
import {
  errorText,
  type FieldErrors,
  FormAlert,
  failureOf,
  focusFirstError,
  TextField,
} from "../features/account/form-controls.tsx";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { apiRequest } from "../lib/api-request.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/forgot-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    seo: accountPageSeo(
      request,
      context,
      "/forgot-password",
      t("account.forgot.title"),
      t("account.forgot.metaDescription"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * First page of the password reset: asks for the address. The answer is the same whether an
 * account exists or not, so the page tells nobody who has an account.
 */
export default function ForgotPassword() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors({ email: errorText(t, fieldErrors(parsed.error).email ?? "email_invalid") });
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/request-password-reset", parsed.data);
      setSentTo(parsed.data.email);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === "network") {
        showToast({ title: t("account.network"), description: t("account.networkText"), variant: "destructive" });
      } else {
        setErrors(failure.fields);
        setAlert(failure.message);
        showToast({ title: t("account.forgot.failed"), description: failure.message, variant: "destructive" });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountPage title={t("account.forgot.title")} intro={sentTo ? undefined : t("account.forgot.intro")}>
      {sentTo ? (
        <div role="status" className="grid gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t("account.forgot.sentTitle")}</h2>
          <p className="text-slate-700">{t("account.forgot.sent", { email: sentTo })}</p>
        </div>
      ) : (
        <form ref={form} onSubmit={submit} noValidate aria-busy={pending} className="grid gap-5">
          <FormAlert message={alert} />
          <TextField
            label={t("account.fields.email")}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            required
          />
          <Button type="submit" disabled={pending}>
            {pending && <Spinner className="size-4" />}
            {pending ? t("account.forgot.submitting") : t("account.forgot.submit")}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("account.forgot.backToLogin")}
        </Link>
      </p>
    </AccountPage>
  );
}
