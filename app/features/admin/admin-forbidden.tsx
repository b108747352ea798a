import { useTranslation } from "react-i18next";
import { href, isRouteErrorResponse, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { SignOutButton } from "../../components/ui/sign-out-button.tsx";

/**
 * The administration's 403 page, the ErrorBoundary of every /admin route: a signed-in member who
 * is not an administrator may sign in with another account or go home. Anything else is rethrown
 * to the site's own error page.
 */
export function AdminForbidden({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{`${t("admin.forbidden.title")} · Passerelle`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("admin.forbidden.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("admin.forbidden.text")}</p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <SignOutButton
          className={buttonClasses("secondary")}
          label={t("admin.forbidden.signIn")}
          redirectTo={`/login?${new URLSearchParams({ redirectTo: pathname })}`}
        />
        <Link to={href("/")} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("notFound.backHome")}
        </Link>
      </div>
    </div>
  );
}
