import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import type { PlanSummary } from "./dashboard-types.ts";

/**
 * The plan's key facts under the page's heading: visa (to its page), package (by the catalogue's
 * name, as it was sold), status, household, arrival.
 */
export function PlanFacts({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation();
  const household = [
    t("dashboard.plan.adults", { count: plan.adults }),
    ...(plan.children > 0 ? [t("dashboard.plan.children", { count: plan.children })] : []),
  ].join(", ");
  const facts = [
    {
      id: "visa",
      label: t("dashboard.plan.visa"),
      value: (
        <Link
          to={plan.visa.href}
          className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {plan.visa.label}
        </Link>
      ),
    },
    {
      id: "package",
      label: t("dashboard.plan.package"),
      value: plan.packageName ? (
        <bdi>{plan.packageName}</bdi>
      ) : (
        <span className="text-slate-600">{t("dashboard.plan.notSet")}</span>
      ),
    },
    { id: "status", label: t("dashboard.plan.status"), value: t(`dashboard.planStatuses.${plan.status}`) },
    { id: "household", label: t("dashboard.plan.household"), value: household },
    {
      id: "arrival",
      label: t("dashboard.plan.targetArrival"),
      value: plan.targetArrival ?? <span className="text-slate-600">{t("dashboard.plan.notSet")}</span>,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-sand-50 p-5 sm:grid-cols-3 lg:grid-cols-5">
      {facts.map((fact) => (
        <div key={fact.id} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{fact.label}</dt>
          <dd className="mt-0.5 text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
