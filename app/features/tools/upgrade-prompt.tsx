import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";

/**
 * Where a budget or timeline result would be, for visitors and free members: what the calculator
 * gives, honestly, and the way to Premium. The result itself was never computed for them.
 */
export function UpgradePrompt({
  text,
  pricingHref,
  signInHref,
}: {
  text: string;
  pricingHref: string;
  signInHref: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="tool-upgrade"
      data-upgrade-prompt
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="tool-upgrade" className="text-xl font-bold text-brand-900">
        {t("tools.upgrade.title")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">{text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link to={pricingHref} className={buttonClasses("primary", "md")}>
          {t("tools.upgrade.cta")}
        </Link>
        {signInHref && (
          <Link to={signInHref} className="font-semibold text-brand-800 underline underline-offset-2">
            {t("tools.signIn")}
          </Link>
        )}
      </div>
    </section>
  );
}
