import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { type FormRefusal, refusalFor } from "../../lib/form-refusal.ts";

/** A saved comparison as the dashboard lists it: what to call it, when it was saved, where it opens. */
export type SavedComparisonItem = { id: string; title: string; savedOn: string; href: string };
export type SavedComparisonsData = {
  items: SavedComparisonItem[];
  /** Where the delete forms post (the dashboard, its pinned language kept). */
  action: string;
  compareHref: string;
  notice: string | null;
};

/**
 * "Saved city comparisons" on /dashboard, for premium and dfy members (ADR 0062): each one a link
 * that reopens it, with a plain "Delete" form beside it (no JavaScript needed); empty, a way to
 * the comparison page. A refused delete is said beside its comparison, or above the list.
 */
export function SavedComparisons({
  data,
  refusal,
}: {
  data: SavedComparisonsData;
  /** A refused delete (intent comparison-delete), its target the comparison's id. */
  refusal: FormRefusal | undefined;
}) {
  const { t } = useTranslation();
  const listed = (id: string | null) => data.items.some((item) => item.id === id);
  return (
    <section
      id="saved-comparisons"
      aria-labelledby="saved-comparisons-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="saved-comparisons-heading" className="text-lg font-bold text-brand-900">
        {t("cities.saved.title")}
      </h2>
      {data.notice && (
        <p role="status" className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          {data.notice}
        </p>
      )}
      {refusal && !listed(refusal.target) && (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-800">
          {refusal.message}
        </p>
      )}
      {data.items.length === 0 ? (
        <div className="mt-2">
          <p className="text-slate-700">{t("cities.saved.empty")}</p>
          <Link to={data.compareHref} className={buttonClasses("secondary", "sm", "mt-3")}>
            {t("cities.saved.compare")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t("cities.saved.intro")}</p>
          <ul className="mt-4 grid gap-3">
            {data.items.map((item) => (
              <li
                key={item.id}
                data-comparison={item.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
              >
                <p className="min-w-0">
                  <Link to={item.href} className="font-semibold text-brand-800 underline underline-offset-2">
                    {item.title}
                  </Link>
                  <span className="block text-sm text-slate-600">{item.savedOn}</span>
                  <ItemRefusal refusal={refusalFor(refusal, "comparison-delete", item.id)} />
                </p>
                <form method="post" action={data.action}>
                  <input type="hidden" name="intent" value="comparison-delete" />
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    aria-label={t("cities.saved.deleteLabel", { title: item.title })}
                    className="min-h-10 rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t("cities.saved.delete")}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ItemRefusal({ refusal }: { refusal: FormRefusal | undefined }) {
  return refusal ? (
    <span role="alert" className="block text-sm font-medium text-red-700">
      {refusal.message}
    </span>
  ) : null;
}
