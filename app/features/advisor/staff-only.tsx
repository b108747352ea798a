import { useTranslation } from "react-i18next";
import { href, isRouteErrorResponse, useLocation } from "react-router";
import { NotFoundPage } from "../../components/layout/not-found-content.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { SignOutButton } from "../../components/ui/sign-out-button.tsx";

/**
 * The advisor pages' error boundary: a signed-in user who is not on the team gets this 403 page
 * inside the site's frame, with a way to sign in as someone else; a case that is not theirs to
 * open gets the site's own 404 page. A real failure goes on to the site's error page.
 */
export function StaffOnlyBoundary({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The site's own 404, rendered here rather than rethrown (a rethrow is logged as a failure).
    return <NotFoundPage />;
  }
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{`${t("advisor.forbidden.title")} · Passerelle`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("advisor.forbidden.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("advisor.forbidden.text")}</p>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <SignOutButton
          className={buttonClasses("secondary")}
          label={t("advisor.forbidden.signIn")}
          redirectTo={`/login?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`}
        />
        <Link to={href("/")} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("notFound.backHome")}
        </Link>
      </div>
    </div>
  );
}
