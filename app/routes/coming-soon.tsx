import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { ArrowIcon } from "../components/ui/icons.tsx";
import { EmailCaptureForm } from "../features/email-capture/email-capture-form.tsx";
import { StartWizardButton, WizardLauncher } from "../features/wizard/wizard-launcher.tsx";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { siteUrlOf } from "../lib/site-url.server.ts";
import type { Route } from "./+types/coming-soon";
import { comingSoonPages } from "./coming-soon-pages.ts";

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = comingSoonPages.find((p) => p.path === url.pathname);
  if (!page) throw data(null, { status: 404 });
  const { t } = getI18n(context);
  const locale = getLocale(context);
  return {
    titleKey: page.titleKey,
    seo: {
      title: `${t(page.titleKey)} · Passerelle`,
      description: t("comingSoon.note"),
      siteUrl: siteUrlOf(context),
      path: page.path,
      language: locale,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const cardClasses = "flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

/**
 * A page a later issue builds (ADR 0011). It says plainly that the page is not ready, then offers
 * the three things that already work instead of a dead end (issue 11, ADR 0024): the quick
 * assessment (opened here), the free consultation (the form on the home page) and the checklist
 * by e-mail (its form, here). The issue that builds the page removes it from coming-soon-pages.ts.
 */
export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t(loaderData.titleKey)}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("comingSoon.note")}</p>

      <section aria-labelledby="available-now" className="mt-10">
        <h2 id="available-now" className="text-2xl font-bold text-brand-900">
          {t("comingSoon.availableNow")}
        </h2>
        <p className="mt-2 text-slate-700">{t("comingSoon.availableIntro")}</p>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          <li className={cardClasses}>
            <h3 className="text-lg font-semibold text-slate-900">{t("comingSoon.wizard.title")}</h3>
            <p className="flex-1 text-slate-700">{t("comingSoon.wizard.text")}</p>
            <StartWizardButton className="self-start">{t("comingSoon.wizard.start")}</StartWizardButton>
          </li>
          <li className={cardClasses}>
            <h3 className="text-lg font-semibold text-slate-900">{t("comingSoon.consultation.title")}</h3>
            <p className="flex-1 text-slate-700">{t("comingSoon.consultation.text")}</p>
            <Link to="/#consultation" className={buttonClasses("secondary", "md", "self-start")}>
              {t("comingSoon.consultation.cta")}
              <ArrowIcon />
            </Link>
          </li>
          <li className={cardClasses}>
            <h3 className="text-lg font-semibold text-slate-900">{t("emailCapture.title")}</h3>
            <p className="text-slate-700">{t("emailCapture.description")}</p>
            <EmailCaptureForm />
          </li>
        </ul>
      </section>

      <p className="mt-10">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("comingSoon.backHome")}
        </Link>
      </p>
      <WizardLauncher />
    </div>
  );
}
