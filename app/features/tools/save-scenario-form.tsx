import { useTranslation } from "react-i18next";
import { controlClasses, describedBy, FormField } from "../../components/ui/form-field.tsx";

/**
 * "Save this scenario" under a result, for premium and dfy members: a name (suggested from the
 * inputs) and the canonical query, posted to the page itself (a plain form: no JavaScript needed).
 */
export function SaveScenarioForm({
  action,
  query,
  defaultName,
  refusal,
}: {
  action: string;
  query: string;
  defaultName: string;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="save-scenario"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="save-scenario" className="text-lg font-bold text-brand-900">
        {t("tools.save.title")}
      </h2>
      <p id="save-scenario-hint" className="mt-1 text-sm text-slate-700">
        {t("tools.save.hint")}
      </p>
      <form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="query" value={query} />
        <div className="min-w-64 flex-1">
          <FormField id="scenario-name" label={t("tools.save.name")} error={refusal}>
            <input
              id="scenario-name"
              name="name"
              type="text"
              required
              maxLength={80}
              defaultValue={defaultName}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={describedBy("scenario-name", ["save-scenario-hint"], refusal)}
              className={controlClasses}
            />
          </FormField>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t("tools.save.submit")}
        </button>
      </form>
    </section>
  );
}
