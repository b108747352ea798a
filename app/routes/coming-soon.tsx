import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
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

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t(loaderData.titleKey)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("comingSoon.note")}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("comingSoon.backHome")}
        </Link>
      </div>
    </div>
  );
}
