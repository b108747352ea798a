import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ArrowIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** A package as the loader prepared it: price already formatted in the reader's language. */
export type PackageView = { id: string; name: string; price: string };
export type PlanGroupView = { id: "individuals" | "business"; packages: PackageView[] };

/** The done-for-you packages, in two groups, each leading to /pricing. Prices: core/plans-catalogue.ts. */
export function DoneForYou({ groups }: { groups: PlanGroupView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dfy-heading" className="bg-sand-100">
      <div className="section">
        <SectionHeading
          id="dfy-heading"
          eyebrow={t("home.dfy.eyebrow")}
          title={t("home.dfy.heading")}
          lead={t("home.dfy.intro")}
        />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {groups.map((group) => (
            <article key={group.id} aria-labelledby={`dfy-${group.id}`} className="card">
              <h3 id={`dfy-${group.id}`} className="text-xl font-bold text-slate-900">
                {t(`home.dfy.${group.id}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`home.dfy.${group.id}.text`)}</p>
              <ul className="mt-5 grid gap-2">
                {group.packages.map((plan) => (
                  <li key={plan.id} className="price-row">
                    <span className="font-semibold text-slate-900">{plan.name}</span>
                    <span className="text-end">
                      <span className="text-lg font-bold text-brand-900">{plan.price}</span>{" "}
                      <span className="text-sm text-slate-600">{t("home.dfy.oneTime")}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={href("/pricing")} className={buttonClasses("primary", "md", "mt-6 self-start")}>
                {t(`home.dfy.${group.id}.cta`)}
                <ArrowIcon />
              </Link>
            </article>
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-700">{t("home.dfy.feesNote")}</p>
      </div>
    </section>
  );
}
