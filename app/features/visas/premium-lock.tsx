import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";

/** Stands in for a premium section: its content is never sent to viewers without access. */
export function PremiumLock() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <p className="font-semibold text-brand-900">{t("visaPage.premiumTitle")}</p>
      <p className="mt-1 text-sm text-slate-700">{t("visaPage.premiumText")}</p>
      <Link to={href("/pricing")} className={buttonClasses("primary", "sm", "mt-3")}>
        {t("visaPage.premiumCta")}
      </Link>
    </div>
  );
}
