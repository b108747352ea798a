import { useTranslation } from "react-i18next";
import { type Language, textDirection } from "../../../core/languages.ts";

/** A visa's cost as the loader composed it from content/visas/visa-costs.ts, ready to show. */
export type CostBreakdownView = {
  slug: string;
  /** The reader's language: the breakdown is UI text, shown in it even when the page is not. */
  language: Language;
  parts: { key: string; amount: string; label: string }[];
  total: string;
  /** A VLS-TS validated online (no stamp duty) or a card made in France (tax and stamp duty). */
  firstPermit: "vls-ts" | "card";
};

/**
 * "visa fee + residence-permit tax + stamp duty = total": the same composition, from the same
 * registry facts, as the wizard's results (content/visas/visa-costs.ts). Each amount is a figure
 * linked to its source in the sources list.
 */
export function VisaCostBreakdown({ cost }: { cost: CostBreakdownView }) {
  const { t } = useTranslation();
  return (
    <div
      lang={cost.language}
      dir={textDirection(cost.language)}
      data-cost-breakdown={cost.slug}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <p className="font-semibold text-brand-900">{t("visaPage.costBreakdownTitle")}</p>
      <p className="mt-2 text-lg text-slate-900">
        {cost.parts.map((part, index) => (
          <span key={part.key}>
            {index > 0 && " + "}
            <a
              href="#sources"
              data-fact={part.key}
              className="font-semibold underline decoration-brand-200 decoration-2"
            >
              {part.amount}
            </a>{" "}
            {part.label}
          </span>
        ))}
        {" = "}
        <strong className="text-brand-900">
          <span data-fact={`cost-total:${cost.slug}`}>{cost.total}</span>
        </strong>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {cost.firstPermit === "card" ? t("visaPage.costBreakdownNoteCard") : t("visaPage.costBreakdownNoteVlsTs")}
      </p>
    </div>
  );
}
