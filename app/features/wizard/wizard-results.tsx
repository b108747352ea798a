import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { freeServiceTexts, recommendationText } from "../../../content/wizard/recommendation-texts.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { RecommendedOption } from "../../../core/recommend.ts";
import { UseForPlanLink } from "../../components/shared/use-for-plan-link.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ArrowIcon } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { detailedAssessmentHref } from "./detailed-assessment-href.ts";
import { DroppedOptions, OptionFigures, RegimeNotes } from "./option-figures.tsx";
import { SaveResults } from "./save-results.tsx";
import type { AssessmentResult } from "./wizard-state.ts";

/** The match as the reader writes it ("95%" / "95 %"); costs and times: ./option-figures.tsx. */
function formatters(language: Language) {
  const percent = numberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  return { percent: (score: number) => percent.format(score / 100) };
}

type Format = ReturnType<typeof formatters>;

/**
 * The wizard's results, exactly as POST /api/assessments returned them: the top match in full
 * (compatibility, cost, processing time, salary floor, eligibility, key requirements), then the
 * other options, then those the income ruled out with the reason (docs/decisions/0023).
 */
export function WizardResults({
  result,
  answers,
  language,
  headingRef,
  onRestart,
}: {
  result: AssessmentResult;
  /** What the person answered: the detailed assessment starts from it. */
  answers: { country: string; profession: string };
  language: Language;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart(): void;
}) {
  const { t } = useTranslation();
  const format = formatters(language);
  const [top, ...others] = result.options;

  return (
    <section aria-labelledby="wizard-results-heading" className="mt-6 grid gap-6">
      <div>
        <h3
          id="wizard-results-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-brand-900 outline-none"
        >
          {t("wizard.results.heading")}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t("wizard.results.intro")}</p>
      </div>

      <RegimeNotes regimes={result.regimes} language={language} />

      {top ? (
        <TopMatch option={top} language={language} format={format} />
      ) : (
        <p className="rounded-xl bg-sand-100 p-4 text-slate-800">{t("wizard.results.none")}</p>
      )}

      {others.length > 0 && (
        <section aria-labelledby="wizard-other-options">
          <h4 id="wizard-other-options" className="font-semibold text-slate-900">
            {t("wizard.results.otherOptions")}
          </h4>
          <ul className="mt-3 grid gap-3">
            {others.map((option) => (
              <OtherOption key={option.id} option={option} language={language} format={format} />
            ))}
          </ul>
        </section>
      )}

      <DroppedOptions dropped={result.dropped} language={language} />

      <div className="grid gap-4 rounded-xl bg-brand-50 p-4 sm:grid-cols-2">
        <SaveResults runId={result.id} />
        <div>
          <p className="font-semibold text-slate-900">{t("wizard.results.guideTitle")}</p>
          <p className="mt-1 text-sm text-slate-700">{t("wizard.results.guideText")}</p>
          <Link to={href("/pdf-guide")} className={`mt-3 ${buttonClasses("secondary", "sm")}`}>
            {t("wizard.results.pdfGuide")}
          </Link>
        </div>
      </div>

      {/* The detailed assessment: every route against the person's own figures. */}
      <p className="rounded-xl border border-brand-200 p-4 text-sm text-slate-700">
        <Link
          to={detailedAssessmentHref(answers)}
          className="block text-base font-semibold text-brand-700 underline underline-offset-2"
        >
          {t("wizard.results.detailedTitle")}
        </Link>
        <span className="mt-1 block">{t("wizard.results.detailedText")}</span>
      </p>

      <p className="text-xs text-slate-600">{t("wizard.results.disclaimer")}</p>

      <div className="flex justify-end">
        <Button variant="ghost" onClick={onRestart}>
          {t("wizard.restart")}
        </Button>
      </div>
    </section>
  );
}

function MatchBadge({ score, format }: { score: number; format: Format }) {
  const { t } = useTranslation();
  return (
    <p className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-800 ring-1 ring-emerald-200">
      {t("wizard.results.match", { percent: format.percent(score) })}
    </p>
  );
}

function UpgradePrompt() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold text-slate-900">{t("wizard.results.upgradeTitle")}</p>
      <p className="mt-1 text-slate-800">{t("wizard.results.upgradeText")}</p>
      <Link
        to={href("/pricing")}
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
      >
        {t("wizard.results.upgradeCta")}
      </Link>
    </div>
  );
}

function TopMatch({ option, language, format }: { option: RecommendedOption; language: Language; format: Format }) {
  const { t } = useTranslation();
  const text = recommendationText(option.id, language);
  return (
    <article
      aria-labelledby="wizard-top-match"
      data-option={option.id}
      className="grid gap-4 rounded-2xl border-2 border-brand-600 bg-white p-5"
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t("wizard.results.topMatch")}</p>
        <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
          <h4 id="wizard-top-match" className="text-lg font-bold text-slate-900">
            {text.name}
          </h4>
          <MatchBadge score={option.matchScore} format={format} />
        </div>
        {option.isPremium && <PremiumBadge />}
        <p className="mt-2 text-slate-700">{text.description}</p>
      </div>
      <OptionFigures option={option} language={language} />
      <div>
        <h5 className="font-semibold text-slate-900">{t("wizard.results.eligibility")}</h5>
        <p className="mt-1 text-slate-700">{text.eligibility}</p>
      </div>
      <div>
        <h5 className="font-semibold text-slate-900">{t("wizard.results.requirements")}</h5>
        <ul className="mt-1 grid list-disc gap-1 ps-5 text-slate-700 marker:text-brand-600">
          {text.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </div>
      {option.freeServices.length > 0 && (
        <div>
          <h5 className="font-semibold text-slate-900">{t("wizard.results.freeServices")}</h5>
          <ul className="mt-1 grid gap-1 text-sm text-slate-700">
            {option.freeServices.map((id) => {
              const service = freeServiceTexts[id][language];
              return (
                <li key={id}>
                  <span className="font-semibold text-slate-900">{service.title}</span> — {service.description}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {option.isPremium && <UpgradePrompt />}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to={option.href} className={buttonClasses("primary", "md")}>
          {option.visaSlug ? t("wizard.results.viewChecklist") : t("wizard.results.readEuGuide")}
          <ArrowIcon />
        </Link>
        {option.visaSlug && <UseForPlanLink visaSlug={option.visaSlug} />}
      </div>
    </article>
  );
}

function PremiumBadge() {
  const { t } = useTranslation();
  return (
    <p className="mt-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {t("wizard.results.premium")}
    </p>
  );
}

function OtherOption({ option, language, format }: { option: RecommendedOption; language: Language; format: Format }) {
  const { t } = useTranslation();
  const text = recommendationText(option.id, language);
  const nameId = `wizard-option-${option.id}`;
  return (
    <li>
      <article
        aria-labelledby={nameId}
        data-option={option.id}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h5 id={nameId} className="font-semibold text-slate-900">
            {text.name}
          </h5>
          <MatchBadge score={option.matchScore} format={format} />
        </div>
        {option.isPremium && <PremiumBadge />}
        <p className="text-sm text-slate-700">{text.description}</p>
        <OptionFigures option={option} language={language} />
        {option.isPremium && <UpgradePrompt />}
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={option.href} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("wizard.results.learnMore")}
            <span className="sr-only"> — {text.name}</span>
          </Link>
          {option.visaSlug && <UseForPlanLink visaSlug={option.visaSlug} name={text.name} />}
        </div>
      </article>
    </li>
  );
}
