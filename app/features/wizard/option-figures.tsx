import { useTranslation } from "react-i18next";
import {
  costBreakdownText,
  costTotalText,
  eurosText,
  processingText,
} from "../../../content/wizard/option-figure-text.ts";
import { recommendationText } from "../../../content/wizard/recommendation-texts.ts";
import { regimeText } from "../../../content/wizard/regime-texts.ts";
import { numberFormat } from "../../../core/intl-formats.ts";
import type { Language } from "../../../core/languages.ts";
import type { RegimeId } from "../../../core/nationality-regimes.ts";
import {
  type DroppedOption,
  type RecommendedOption,
  type ResourcesFloorCheck,
  type SalaryFloorCheck,
  straddlingScoreCap,
} from "../../../core/recommend.ts";
import { monthsPerYear } from "../../../core/salary-floor.ts";
import { Link } from "../../components/ui/link.tsx";
import { bandAmounts } from "./income-labels.ts";

const percentOf = (score: number, language: Language) =>
  numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(score / 100);

/**
 * An option's cost, processing time and salary floor, from the values the server returned (the
 * registry's, the same as the linked visa page: docs/decisions/0023), written with the pages'
 * own formatters so the same figure reads the same here and there.
 */
export function OptionFigures({ option, language }: { option: RecommendedOption; language: Language }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div data-figure="cost">
        <dt className="text-slate-600">{t("wizard.results.cost")}</dt>
        <dd className="font-semibold text-slate-900">
          {option.cost ? costTotalText(option.cost, language) : t("wizard.results.noCost")}
        </dd>
        {option.cost && (
          <dd className="mt-0.5 text-xs text-slate-700">
            <span data-figure="cost-breakdown">{costBreakdownText(option.cost, language)}</span>
          </dd>
        )}
      </div>
      <div data-figure="processing">
        <dt className="text-slate-600">{t("wizard.results.processing")}</dt>
        <dd className="font-semibold text-slate-900">
          {option.processing
            ? processingText(option.processing, language)
            : option.visaSlug
              ? t("wizard.results.noProcessingFigure")
              : t("wizard.results.noProcessing")}
        </dd>
      </div>
      {option.salaryFloor && <SalaryFloor floor={option.salaryFloor} language={language} />}
      {/* Results stored before resources floors existed carry none: undefined reads as none. */}
      {option.resourcesFloor && <ResourcesFloor floor={option.resourcesFloor} language={language} />}
    </dl>
  );
}

/** The floor beside the person's band, and what it did to the score (capped when straddling). */
function SalaryFloor({ floor, language }: { floor: SalaryFloorCheck; language: Language }) {
  const { t } = useTranslation();
  return (
    <div data-figure="salary-floor" data-fit={floor.fit} className="sm:col-span-2">
      <dt className="text-slate-600">{t("wizard.results.salaryFloor")}</dt>
      <dd className="font-semibold text-slate-900">
        <FloorNeeds floor={floor} language={language} />
      </dd>
      <dd className="text-slate-800">
        {t("wizard.results.yourIncome", { band: bandAmounts(floor.band, language, t) })}
        {/* Stored results from before the net/gross conversion carry no grossBand. */}
        {floor.grossBand && (
          <span data-figure="gross-band">
            {" — "}
            {floor.grossBand.max === null
              ? t("wizard.results.yourGrossOver", { amount: eurosText(floor.grossBand.min, language) })
              : t("wizard.results.yourGross", { band: bandAmounts(floor.grossBand, language, t) })}
          </span>
        )}
      </dd>
      <dd className={floor.fit === "straddles" ? "font-semibold text-amber-900" : "text-slate-800"}>
        {floor.fit === "straddles"
          ? t("wizard.results.floorStraddles", { percent: percentOf(straddlingScoreCap, language) })
          : t("wizard.results.floorAbove")}
      </dd>
      <dd className="text-xs text-slate-600">{t("wizard.results.floorMethod", { months: monthsPerYear })}</dd>
    </div>
  );
}

/** The visitor's resources floor (net a month) beside the person's band, net too. */
function ResourcesFloor({ floor, language }: { floor: ResourcesFloorCheck; language: Language }) {
  const { t } = useTranslation();
  return (
    <div data-figure="resources-floor" data-fit={floor.fit} className="sm:col-span-2">
      <dt className="text-slate-600">{t("wizard.results.resourcesFloor")}</dt>
      <dd className="font-semibold text-slate-900">
        {t("wizard.results.resourcesNeeds", { floor: eurosText(floor.monthlyNetEur, language) })}
      </dd>
      <dd className="text-slate-800">
        {t("wizard.results.yourResources", { band: bandAmounts(floor.band, language, t) })}
      </dd>
      <dd className={floor.fit === "above" ? "text-slate-800" : "font-semibold text-amber-900"}>
        {floor.fit === "above"
          ? t("wizard.results.floorAbove")
          : t("wizard.results.floorStraddles", { percent: percentOf(straddlingScoreCap, language) })}
      </dd>
      <dd className="text-xs text-slate-600">{t("wizard.results.resourcesMethod")}</dd>
    </div>
  );
}

/** What a bilateral agreement changes for the person's nationality, with the page to check. */
export function RegimeNotes({
  regimes,
  language,
}: {
  /** Undefined on results stored before regimes existed. */
  regimes: readonly RegimeId[] | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  if (!regimes || regimes.length === 0) return null;
  return (
    <section aria-labelledby="wizard-regimes" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h4 id="wizard-regimes" className="font-semibold text-slate-900">
        {t("wizard.results.regimesHeading")}
      </h4>
      <ul className="mt-2 grid gap-3">
        {regimes.map((id) => {
          const text = regimeText(id, language);
          return (
            <li key={id} data-regime={id} className="text-sm text-slate-800">
              <p className="font-semibold text-slate-900">{text.title}</p>
              <p>{text.text}</p>
              <a
                href={text.sourceUrl}
                rel="noopener"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {text.sourceLabel}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Needs a gross salary of at least €39,582 a year — €3,299 a month." */
function FloorNeeds({ floor, language }: { floor: SalaryFloorCheck; language: Language }) {
  const { t } = useTranslation();
  return t("wizard.results.floorNeeds", {
    annual: eurosText(floor.annualGrossEur, language),
    monthly: eurosText(floor.monthlyGrossEur, language),
  });
}

/**
 * Options the profile matched but that are not offered, each with the reason and its page: one
 * list for those the income ruled out, one for those a bilateral agreement replaces.
 */
export function DroppedOptions({ dropped, language }: { dropped: DroppedOption[]; language: Language }) {
  const byIncome = dropped.filter((option) => option.reason === "below-salary-floor");
  const byNationality = dropped.filter((option) => option.reason === "nationality-regime");
  return (
    <>
      <DroppedList
        id="wizard-dropped-options"
        heading="wizard.results.droppedHeading"
        dropped={byIncome}
        language={language}
      />
      <DroppedList
        id="wizard-dropped-regime"
        heading="wizard.results.droppedHeadingRegime"
        dropped={byNationality}
        language={language}
      />
    </>
  );
}

function DroppedList({
  id,
  heading,
  dropped,
  language,
}: {
  id: string;
  heading: "wizard.results.droppedHeading" | "wizard.results.droppedHeadingRegime";
  dropped: DroppedOption[];
  language: Language;
}) {
  const { t } = useTranslation();
  if (dropped.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-sand-100 p-4">
      <h4 id={id} className="font-semibold text-slate-900">
        {t(heading)}
      </h4>
      <ul className="mt-2 grid gap-3">
        {dropped.map((option) => {
          const name = recommendationText(option.id, language).name;
          return (
            <li key={option.id} data-dropped={option.id} className="text-sm text-slate-800">
              <p className="font-semibold text-slate-900">{name}</p>
              {option.reason === "nationality-regime" ? (
                <p>{t("wizard.results.droppedRegime", { regime: regimeText(option.regime, language).title })}</p>
              ) : (
                <p>
                  <FloorNeeds floor={option.salaryFloor} language={language} />{" "}
                  {t("wizard.results.droppedReason", { band: bandAmounts(option.salaryFloor.band, language, t) })}
                </p>
              )}
              <Link to={option.href} className="font-semibold text-brand-700 underline underline-offset-2">
                {t("wizard.results.droppedLink")}
                <span className="sr-only"> — {name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
