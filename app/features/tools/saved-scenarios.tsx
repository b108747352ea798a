import { useTranslation } from "react-i18next";
import { controlClasses } from "../../components/ui/form-field.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { FormRefusal } from "../../lib/form-refusal.ts";

/** A saved scenario as /tools lists it: its name, calculator, last change and the address that reopens it. */
export type SavedScenarioView = { id: string; name: string; toolName: string; updated: string; href: string };

/**
 * "Your saved scenarios" on /tools (premium and dfy): open (the calculator's address with its
 * inputs), rename and delete, each a plain form posted to /tools — no JavaScript needed.
 */
export function SavedScenarios({
  scenarios,
  action,
  notice,
  refusal,
}: {
  scenarios: SavedScenarioView[];
  action: string;
  notice: string | null;
  /** A refused rename or delete: said beside its scenario (the refusal's target), else above the list. */
  refusal: FormRefusal | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section id="scenarios" aria-labelledby="scenarios-heading" className="grid scroll-mt-24 gap-4">
      <h2 id="scenarios-heading" className="text-2xl font-bold text-brand-900">
        {t("tools.saved.title")}
      </h2>
      {notice && (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {notice}
        </p>
      )}
      {refusal && !refusal.target && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
          {refusal.message}
        </p>
      )}
      {scenarios.length === 0 ? (
        <p className="text-slate-700">{t("tools.saved.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {scenarios.map((scenario) => {
            const error = refusal?.target === scenario.id ? refusal.message : null;
            const inputId = `rename-${scenario.id}`;
            return (
              <li
                key={scenario.id}
                data-scenario={scenario.id}
                className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p>
                    <Link
                      to={scenario.href}
                      className="text-lg font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {scenario.name}
                    </Link>
                    <span className="block text-sm text-slate-600">
                      {t("tools.saved.tool")}: {scenario.toolName} · {scenario.updated}
                    </span>
                  </p>
                  <form method="post" action={action}>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={scenario.id} />
                    <button
                      type="submit"
                      aria-label={t("tools.saved.deleteLabel", { name: scenario.name })}
                      className="min-h-10 rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
                    >
                      {t("tools.saved.delete")}
                    </button>
                  </form>
                </div>
                <form method="post" action={action} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={scenario.id} />
                  <div className="grid min-w-56 flex-1 gap-1">
                    <label htmlFor={inputId} className="text-sm text-slate-700">
                      {t("tools.saved.newName", { name: scenario.name })}
                    </label>
                    <input
                      id={inputId}
                      name="name"
                      type="text"
                      required
                      maxLength={80}
                      defaultValue={scenario.name}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={controlClasses}
                    />
                    {error && (
                      <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                  <button
                    type="submit"
                    className="min-h-11 rounded-lg border border-brand-200 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {t("tools.saved.rename")}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
