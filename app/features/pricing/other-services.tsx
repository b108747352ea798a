import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ArrowIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { PricingView } from "./pricing-view.server.ts";

const cardClasses = "card";

/** Shown under every tab: the premium PDF guide (bought on /pdf-guide) and the extra consulting rate. */
export function OtherServices({ view, guideHref }: { view: PricingView; guideHref: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="other-services" className="mt-16">
      <h2 id="other-services" className="text-2xl font-bold text-brand-900">
        {t("pricing.other.title")}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <article aria-labelledby="other-guide" className={cardClasses}>
          <h3 id="other-guide" className="text-xl font-bold text-slate-900">
            {t("pricing.other.guide.title")}
          </h3>
          {/* The guide's title is its name in every language (ADR 0086). */}
          <p className="mt-1 font-medium text-slate-800" lang="en" dir="ltr" translate="no">
            {view.guide.name}
          </p>
          <p className="mt-2 text-slate-700">{t("pricing.other.guide.text")}</p>
          <p className="mt-4">
            <span className="text-2xl font-bold text-brand-900">{view.guide.price}</span>{" "}
            <span className="text-slate-700">{t("pricing.package.oneTime")}</span>
            <span className="mt-1 block text-sm text-slate-700">
              {t("pricing.vatIncluded", { rate: view.vatRate })}
            </span>
          </p>
          <p className="mt-2 text-slate-800">
            {t("pricing.other.guide.guarantee", { count: view.guide.guaranteeDays })}
          </p>
          <Link to={guideHref} className={buttonClasses("secondary", "md", "mt-6 self-start")}>
            {t("pricing.other.guide.cta")}
            <ArrowIcon />
          </Link>
        </article>
        <article aria-labelledby="other-consulting" className={cardClasses}>
          <h3 id="other-consulting" className="text-xl font-bold text-slate-900">
            {t("pricing.other.consulting.title")}
          </h3>
          <p className="mt-2 text-slate-700">{t("pricing.other.consulting.text")}</p>
          <p className="mt-4">
            <span className="text-2xl font-bold text-brand-900">
              {t("pricing.other.consulting.rate", { price: view.consultingHour })}
            </span>
            <span className="mt-1 block text-sm text-slate-700">
              {t("pricing.vatIncluded", { rate: view.vatRate })}
            </span>
          </p>
        </article>
      </div>
    </section>
  );
}
