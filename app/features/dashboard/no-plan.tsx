import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";

/** /dashboard for staff without a plan of their own: their clients' plans are in the advisor workspace. */
export function StaffWithoutPlan({ advisorHref }: { advisorHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t("dashboard.title")}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-lg text-slate-800">{t("dashboard.staff.text")}</p>
        <Link to={advisorHref} className={buttonClasses("primary", "md", "mt-5")}>
          {t("dashboard.staff.open")}
        </Link>
      </div>
    </div>
  );
}

/**
 * A done-for-you client whose plan the team has not opened yet: said plainly above the
 * self-service checklist, with the team "awaiting assignment".
 */
export function PlanBeingPrepared() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6">
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-5" data-testid="plan-pending">
        <p className="text-lg font-bold text-brand-900">{t("dashboard.pending.title")}</p>
        <p className="mt-1 text-slate-800">{t("dashboard.pending.text")}</p>
        <p className="mt-2 font-semibold text-slate-900">
          {t("dashboard.pending.team", { status: t("dashboard.team.awaiting") })}
        </p>
      </div>
    </div>
  );
}
