import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { keepLanguage } from "../../lib/keep-language.ts";
import { Link } from "../ui/link.tsx";

/** The dashboard's self-service checklist set up with this visa (a visitor signs in first and comes back). */
export function planHrefFor(visaSlug: string, from: { search: string }): string {
  return keepLanguage(`/dashboard?${new URLSearchParams({ visa: visaSlug })}`, from);
}

/**
 * "Use this visa for my plan": from a visa page or the wizard's result to the
 * self-service checklist of that visa, with dates from the person's arrival.
 */
export function UseForPlanLink({
  visaSlug,
  hint = false,
  name,
}: {
  visaSlug: string;
  hint?: boolean;
  /** The visa's name, read to screen readers after the link text where several such links share a list. */
  name?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const link = (
    <Link
      to={planHrefFor(visaSlug, location)}
      data-plan-link={visaSlug}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {t("checklist.useThisVisa")}
      {name && <span className="sr-only"> — {name}</span>}
    </Link>
  );
  if (!hint) return link;
  return (
    <aside aria-labelledby="plan-link" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 print:hidden">
      <h2 id="plan-link" className="text-lg font-bold text-brand-900">
        {t("checklist.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("checklist.useThisVisaHint")}</p>
      <p className="mt-2">{link}</p>
    </aside>
  );
}
