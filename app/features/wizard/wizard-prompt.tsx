import { useTranslation } from "react-i18next";
import { StartWizardButton, WizardLauncher } from "../../components/shared/wizard-launcher.tsx";

/**
 * "Not sure which visa fits you?" with a button that opens the quick assessment, for pages other
 * than the home page (visa pages, the visa overview, placeholders). It brings its own launcher:
 * the dialog's code still loads only on first use (ADR 0014), and names the countries in the
 * browser (ADR 0024). Marked with the interface language, since a visa page's text may be in
 * another one.
 */
export function WizardPrompt({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <aside
      lang={i18n.language}
      aria-labelledby="wizard-prompt-title"
      className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 ${className}`}
    >
      <div className="min-w-0 max-w-xl">
        <h2 id="wizard-prompt-title" className="font-semibold text-brand-900">
          {t("wizard.prompt.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("wizard.prompt.text")}</p>
      </div>
      <StartWizardButton>{t("wizard.prompt.start")}</StartWizardButton>
      <WizardLauncher />
    </aside>
  );
}
