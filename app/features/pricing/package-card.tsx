import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ArrowIcon, CheckIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { PackageView } from "./pricing-view.server.ts";

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-800">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One done-for-you package: price, time saved, includes, deliverables, guarantee,
 * ideal-for, the external-fee estimate and what the price leaves out. Its button opens the
 * consultation form prefilled with the package: buying one starts with a conversation.
 */
export function PackageCard({ plan, vatRate }: { plan: PackageView; vatRate: string }) {
  const { t } = useTranslation();
  const headingId = `package-${plan.id}`;
  const { text } = plan;
  return (
    <article aria-labelledby={headingId} className="card">
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-slate-700">{text.summary}</p>

      {plan.price === null ? (
        <p className="mt-4">
          <span className="text-2xl font-bold text-brand-900">{t("pricing.package.priceOnRequest")}</span>
          <span className="mt-1 block text-sm text-slate-700">{t("pricing.package.priceOnRequestNote")}</span>
        </p>
      ) : (
        <p className="mt-4">
          <span className="text-3xl font-bold text-brand-900">{plan.price}</span>{" "}
          <span className="text-slate-700">{t("pricing.package.oneTime")}</span>
          <span className="mt-1 block text-sm text-slate-700">{t("pricing.vatIncluded", { rate: vatRate })}</span>
        </p>
      )}

      <ul className="mt-4 grid gap-1 text-sm font-medium text-slate-800">
        <li>
          {t(plan.hoursSaved.orMore ? "pricing.package.hoursSavedOrMore" : "pricing.package.hoursSaved", {
            count: plan.hoursSaved.count,
          })}
        </li>
        {plan.weeks && <li>{t("pricing.package.duration", { min: plan.weeks.min, count: plan.weeks.count })}</li>}
        <li>
          {t(plan.guarantee.unit === "months" ? "pricing.package.guaranteeMonths" : "pricing.package.guaranteeDays", {
            count: plan.guarantee.count,
          })}
        </li>
      </ul>

      <h4 className="mt-6 font-semibold text-slate-900">{t("pricing.package.includes")}</h4>
      <Bullets items={text.includes} />

      <h4 className="mt-6 font-semibold text-slate-900">{t("pricing.package.deliverables")}</h4>
      <Bullets items={text.deliverables} />

      <h4 className="mt-6 font-semibold text-slate-900">{t("pricing.package.idealFor")}</h4>
      <p className="mt-2 text-slate-800">
        {text.idealFor}
        {plan.teamSize && (
          <>
            {" "}
            {plan.teamSize.max === null
              ? t("pricing.package.teamSizeOrMore", { min: plan.teamSize.min })
              : t("pricing.package.teamSize", { min: plan.teamSize.min, max: plan.teamSize.max })}
          </>
        )}
      </p>

      <h4 className="mt-6 font-semibold text-slate-900">{t("pricing.package.guarantee")}</h4>
      <p className="mt-2 text-slate-800">{text.guarantee}</p>

      <div className="mt-6 rounded-xl bg-sand-100 p-4">
        <h4 className="font-semibold text-slate-900">{t("pricing.package.notIncluded")}</h4>
        <p className="mt-2 font-medium text-slate-900">
          {t("pricing.package.externalFees", { min: plan.externalFees.min, max: plan.externalFees.max })}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t("pricing.package.externalFeesNote")}</p>
        <p className="mt-2 text-sm text-slate-800">{text.notIncluded}</p>
      </div>

      <div className="mt-auto pt-6">
        <Link to={plan.consultationHref} className={buttonClasses("primary", "md", "w-full")}>
          {t("pricing.package.cta", { name: plan.name })}
          <ArrowIcon />
        </Link>
        <p className="mt-2 text-sm text-slate-700">{t("pricing.package.ctaNote")}</p>
      </div>
    </article>
  );
}
