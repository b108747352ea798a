import { useTranslation } from "react-i18next";
import { comparisonNameMaxLength } from "../../../core/comparison-name.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { controlClasses, describedBy, FormField } from "../../components/ui/form-field.tsx";
import { Link } from "../../components/ui/link.tsx";
import { type FormRefusal, fieldFrom } from "../../lib/form-refusal.ts";

/**
 * What the comparison page offers under the chosen cities (ADR 0062), decided by the server:
 * - `form`: a premium or dfy member may save this comparison (a plain form posted to the page
 *   itself, so it works without JavaScript); the name is optional, an unnamed one is called by its
 *   cities;
 * - `saved`: they already keep these cities, under this title, with the way to their dashboard;
 * - `upgrade`: visitors and free members compare the same three cities; saving is what the plan
 *   adds, said plainly, with the plan and, for visitors, the way to sign in first.
 */
export type SaveComparisonView =
  | { kind: "form"; action: string; cities: string; autoTitle: string }
  | { kind: "saved"; title: string; dashboardHref: string }
  | { kind: "upgrade"; planName: string; pricingHref: string; signInHref: string | null };

const panelClasses = "mt-6 rounded-2xl border p-5 print:hidden";

/**
 * A refused save (refusalFor "save-comparison") gives back the name typed; a refusal of the name
 * is said under its field, any other (the limit, the same cities kept already) above the form.
 */
export function SaveComparison({ view, refusal }: { view: SaveComparisonView; refusal: FormRefusal | undefined }) {
  const { t } = useTranslation();
  if (view.kind === "upgrade") {
    return (
      <section aria-labelledby="save-comparison" className={`${panelClasses} border-brand-200 bg-brand-50`}>
        <h2 id="save-comparison" className="font-semibold text-brand-900">
          {t("cities.save.upgradeTitle", { plan: view.planName })}
        </h2>
        <p className="mt-1 text-slate-800">{t("cities.save.upgradeText", { plan: view.planName })}</p>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <Link to={view.pricingHref} className={buttonClasses("primary", "sm")}>
            {t("cities.save.upgradeCta", { plan: view.planName })}
          </Link>
          {view.signInHref && (
            <Link to={view.signInHref} className="text-brand-700 underline underline-offset-2">
              {t("cities.save.signIn")}
            </Link>
          )}
        </div>
      </section>
    );
  }
  if (view.kind === "saved") {
    return (
      <section
        aria-labelledby="save-comparison"
        className={`${panelClasses} border-emerald-200 bg-emerald-50`}
        data-testid="comparison-saved"
      >
        <h2 id="save-comparison" className="font-semibold text-emerald-950">
          {t("cities.save.savedTitle")}
        </h2>
        <p role="status" className="mt-1 text-slate-800">
          {t("cities.save.savedText", { title: view.title })}
        </p>
        <Link to={view.dashboardHref} className="mt-2 inline-block text-brand-700 underline underline-offset-2">
          {t("cities.save.dashboard")}
        </Link>
      </section>
    );
  }
  const name = fieldFrom(refusal, "name");
  const error = name.error ?? null;
  return (
    <section aria-labelledby="save-comparison" className={`${panelClasses} border-slate-200 bg-white shadow-sm`}>
      <h2 id="save-comparison" className="font-semibold text-brand-900">
        {t("cities.save.title")}
      </h2>
      <p id="save-comparison-hint" className="mt-1 text-sm text-slate-700">
        {t("cities.save.hint")}
      </p>
      {refusal?.message && (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-800">
          {refusal.message}
        </p>
      )}
      <form method="post" action={view.action} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="save-comparison" />
        <input type="hidden" name="cities" value={view.cities} />
        <div className="min-w-64 flex-1">
          <FormField
            id="comparison-name"
            label={t("cities.save.name")}
            error={error}
            details={
              <p id="comparison-name-hint" className="text-sm text-slate-600">
                {t("cities.save.nameHint", { cities: view.autoTitle })}
              </p>
            }
          >
            <input
              id="comparison-name"
              name="name"
              type="text"
              maxLength={comparisonNameMaxLength}
              defaultValue={name.defaultValue}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy("comparison-name", ["comparison-name-hint", "save-comparison-hint"], error)}
              className={controlClasses}
            />
          </FormField>
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {t("cities.save.submit")}
        </button>
      </form>
    </section>
  );
}
