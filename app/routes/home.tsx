import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isLanguage } from "../../core/languages.ts";
import { serverContext } from "../../server/router-context.server.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { ArrowIcon } from "../components/ui/icons.tsx";
import { EmailCaptureForm } from "../features/email-capture/email-capture-form.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta, siteUrlOf } from "../lib/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getI18n(context);
  const locale = getLocale(context);
  return {
    seo: {
      title: `Passerelle — ${t("brand.tagline")}`,
      description: t("home.metaDescription"),
      siteUrl: siteUrlOf(request, context.get(serverContext).services.config.PUBLIC_URL),
      path: "/",
      language: isLanguage(locale) ? locale : ("en" as const),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

// The full home page (assistant hero, wizard, visa cards, FAQ…) comes with the home-page work;
// this first version says what Passerelle does and offers the checklist.
export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-white to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{t("brand.tagline")}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            {t("home.title")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">{t("home.intro")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/visa" className={buttonClasses("primary")}>
              {t("home.ctaVisas")}
              <ArrowIcon />
            </Link>
            <Link to="/city-comparison" className={buttonClasses("secondary")}>
              {t("home.ctaCities")}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="checklist-heading" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="checklist-heading" className="text-2xl font-bold text-brand-900">
              {t("emailCapture.title")}
            </h2>
            <p className="mt-2 text-slate-700">{t("emailCapture.description")}</p>
          </div>
          <EmailCaptureForm />
        </div>
      </section>
    </>
  );
}
