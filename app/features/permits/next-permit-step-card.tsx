import { useTranslation } from "react-i18next";
import { Link } from "../../components/ui/link.tsx";
import type { NextPermitStep } from "./next-permit-step.server.ts";

/** The dashboard's card for the permit calendar: the next step and its date, or an invitation. */
export function NextPermitStepCard({ data, className = "" }: { data: NextPermitStep; className?: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="next-permit-step"
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`.trim()}
    >
      <h2 id="next-permit-step" className="text-lg font-bold text-brand-900">
        {t("permits.next.title")}
      </h2>
      {data.step ? (
        <p className="mt-2 text-slate-700">
          <span className="block font-semibold text-slate-900">{data.step.title}</span>
          <span className="block">
            {t("permits.next.when", { date: data.step.dateText, route: data.step.route })} —{" "}
            {t(`permits.states.${data.step.state}`)}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{t("permits.next.none")}</p>
      )}
      <p className="mt-3">
        <Link to={data.href} className="font-semibold text-brand-700 underline underline-offset-2">
          {data.step ? t("permits.next.open") : t("permits.next.record")}
        </Link>
      </p>
    </section>
  );
}
