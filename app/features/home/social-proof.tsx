import { useTranslation } from "react-i18next";

/** Figures formatted on the server (Intl, the page's language); null ones are not shown. */
export type SocialProofView = { clientsHelped: string | null; rating: string | null; ratingCount: string | null };

/**
 * The figures an administrator set in the back office (ADR 0038), beside the consultation form.
 * Nothing at all while none is set: the site never shows a default or invented figure.
 */
export function SocialProof({ figures }: { figures: SocialProofView }) {
  const { t } = useTranslation();
  const rows = [
    figures.clientsHelped === null ? null : { label: t("socialProof.clientsHelped"), value: figures.clientsHelped },
    figures.rating === null
      ? null
      : { label: t("socialProof.rating"), value: t("socialProof.outOf", { rating: figures.rating }) },
    figures.ratingCount === null ? null : { label: t("socialProof.ratingCount"), value: figures.ratingCount },
  ].filter((row) => row !== null);
  if (rows.length === 0) return null;
  return (
    <dl aria-label={t("socialProof.label")} className="mt-6 grid gap-4 sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-700">{row.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
