import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { findVisa, visaSlugAliases } from "../../content/visas/visa-catalogue.ts";
import { isLanguage } from "../../core/languages.ts";
import { getI18n, getLocale } from "../i18n/i18next-middleware.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import type { Route } from "./+types/visa-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const alias = visaSlugAliases[params.slug];
  if (alias) throw redirect(`/visa/${alias}`, 301);
  const visa = findVisa(params.slug);
  if (!visa) throw data(null, { status: 404 });
  const locale = getLocale(context);
  const name = visa.name[isLanguage(locale) ? locale : "en"];
  return { name, title: getI18n(context).t("page.visaDetail", { visa: name }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title);

export default function VisaDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{loaderData.name}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("comingSoon.note")}</p>
      <Link to="/visa" className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {t("nav.visaOverviewTitle")}
      </Link>
    </div>
  );
}
