import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { EmailCaptureForm } from "../components/shared/email-capture-form.tsx";
import { Link } from "../components/ui/link.tsx";
import { captureEmailFromForm } from "../features/email-capture/capture-email-from-form.server.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { captureOutcomeKeys } from "../lib/capture-outcome.ts";
import { refusalFor } from "../lib/form-refusal.ts";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/email-capture";

export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  return {
    seo: {
      title: `${t("emailCapture.title")} · Passerelle`,
      description: t("emailCapture.description"),
      siteUrl: siteUrlOf(context),
      path: "/email-capture",
      language: getLocale(context),
      noindex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

/**
 * A refused post keeps its Retry-After on the page's answer: React Router sends an action's
 * headers with a document only when the route passes them on here (ADR 0018).
 */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/**
 * The e-mail capture forms post here when the page's JavaScript is not running (not loaded yet,
 * blocked or failed); with it, they call POST /api/email-capture and show a toast instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return captureEmailFromForm(request, context);
}

export default function EmailCapturePage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The form posts to /email-capture?lang=…: the way back is in the same language.
  const location = useLocation();
  if (actionData?.outcome === "captured") {
    // What happened, as the toast of the JavaScript form says it (ADR 0025).
    const keys = captureOutcomeKeys(actionData);
    return (
      <section aria-labelledby="email-capture-heading" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 id="email-capture-heading" className="text-3xl font-bold text-brand-900">
          {t(keys.title)}
        </h1>
        <p role="status" className="mt-4 text-slate-700">
          {t(keys.description, { email: actionData.email })}
        </p>
        <p className="mt-6">
          <Link
            to={keepLanguage(actionData.from, location)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {t("emailCapture.backToPage")}
          </Link>
        </p>
      </section>
    );
  }
  const refusal = refusalFor(actionData, null);
  return (
    <section aria-labelledby="email-capture-heading" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 id="email-capture-heading" className="text-3xl font-bold text-brand-900">
        {t("emailCapture.title")}
      </h1>
      <p className="mt-4 text-slate-700">{t("emailCapture.description")}</p>
      {refusal && (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {refusal.message}
        </p>
      )}
      <div className="mt-6">
        <EmailCaptureForm from={refusal?.values.from} initialEmail={refusal?.values.email} />
      </div>
    </section>
  );
}
