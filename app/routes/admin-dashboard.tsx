import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { funnelPeriods } from "../../core/analytics/funnel-periods.ts";
import { numberFormat } from "../../core/intl-formats.ts";
import { Link } from "../components/ui/link.tsx";
import { AdminNav } from "../features/admin/admin-nav.tsx";
import { dashboardPage } from "../features/admin-dashboard/dashboard-page.server.ts";
import { FunnelChart } from "../features/admin-dashboard/funnel-chart.tsx";
import { keepLanguage } from "../lib/keep-language.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-dashboard";

/** /admin/dashboard: the counts and the consented funnel, for administrators only. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return dashboardPage(context, url);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => seoMeta(loaderData?.seo, location);

const cards = [
  "emailCapturesThisWeek",
  "assessmentsLast7Days",
  "assessmentsLast30Days",
  "consultationRequestsOpen",
] as const;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { figures } = loaderData;
  const location = useLocation();
  const count = numberFormat(i18n.language);
  const period = t(`adminDashboard.periods.${figures.periodDays}`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <AdminNav />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("adminDashboard.title")}</h1>
      <section aria-labelledby="dashboard-counts" className="mt-8">
        <h2 id="dashboard-counts" className="text-xl font-bold text-brand-900">
          {t("adminDashboard.countsTitle")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4" data-card={key}>
              <dt className="text-sm text-slate-700">{t(`adminDashboard.counts.${key}`)}</dt>
              <dd className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{count.format(figures[key])}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-700">{t("adminDashboard.countsNote")}</p>
      </section>
      <section aria-labelledby="dashboard-funnel" className="mt-12">
        <h2 id="dashboard-funnel" className="text-xl font-bold text-brand-900">
          {t("adminDashboard.funnelTitle")}
        </h2>
        <nav aria-label={t("adminDashboard.periodLabel")} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {funnelPeriods.map((days) => (
              <li key={days}>
                <Link
                  to={keepLanguage(`/admin/dashboard?days=${days}`, location)}
                  aria-current={days === figures.periodDays ? "page" : undefined}
                  className={`inline-block rounded-full border px-3 py-1 text-sm font-medium ${
                    days === figures.periodDays
                      ? "border-brand-900 bg-brand-900 text-white"
                      : "border-slate-300 bg-white text-slate-900 hover:border-brand-700"
                  }`}
                >
                  {t(`adminDashboard.periods.${days}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FunnelChart funnel={figures.funnel} period={period} />
      </section>
    </div>
  );
}

/** 403 for signed-in members who are not administrators, inside the site's frame. */
