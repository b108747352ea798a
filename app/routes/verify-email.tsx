import { useTranslation } from "react-i18next";
import { data, href } from "react-router";
import { Link } from "../components/ui/link.tsx";
import { AccountPage } from "../features/account/account-page.tsx";
import { confirmEmailLink } from "../features/account/email-link.server.ts";
import { ResendVerification } from "../features/account/resend-verification.tsx";
import { getI18n } from "../i18n/i18next-middleware.server.ts";
import { accountPageSeo } from "../lib/account-seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/verify-email";

/**
 * Where the verification e-mail's link lands (ADR 0021). A good link confirms the address, signs
 * the person in and takes them to their profile; a wrong or expired one says so and offers a new
 * link. Opened in another browser than the one that chose the password, the earlier password is
 * retired and the person chooses one first (ADR 0065). The token is in the address, so the answer
 * is never cached.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const headers = await confirmEmailLink(request, context, url);
  const { t } = getI18n(context);
  return data(
    {
      seo: accountPageSeo(context, "/verify-email", t("account.verify.title"), t("account.verify.metaDescription")),
    },
    { status: 400, headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

export default function VerifyEmail() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t("account.verify.title")}>
      <div className="grid gap-5">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {t("account.errors.verification_link_invalid")}
        </p>
        <ResendVerification />
        <p className="text-sm text-slate-700">
          <Link to={href("/login")} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("account.verify.signIn")}
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}
