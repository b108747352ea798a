import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageField } from "../../components/ui/link.tsx";

/**
 * The calculator's GET form: its fields, the language the page is pinned to (so the result stays
 * in it) and the submit button. Hidden when printing: the printout is the result.
 */
export function ToolForm({ action, children }: { action: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      method="get"
      action={action}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden sm:p-6"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t("tools.form.legend")}</legend>
        {children}
      </fieldset>
      <LanguageField />
      <div>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t("tools.form.submit")}
        </button>
      </div>
    </form>
  );
}
