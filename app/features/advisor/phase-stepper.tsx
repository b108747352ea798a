import { useTranslation } from "react-i18next";
import { type JourneyPhase, journeyPhases, phaseIndex } from "../../../core/case/journey.ts";

/**
 * The six phases of a move as an ordered list, the current one marked aria-current="step"; done,
 * current and to come are said in words (visually hidden) as well as shown by the marks.
 */
export function PhaseStepper({ phase }: { phase: JourneyPhase }) {
  const { t } = useTranslation();
  const current = phaseIndex(phase);
  return (
    <ol aria-label={t("advisor.case.stepperLabel")} className="grid gap-2 sm:grid-cols-6">
      {journeyPhases.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "upcoming";
        return (
          <li
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            data-phase={step}
            className={`flex items-center gap-2 rounded-lg border-t-4 px-2 pt-2 text-sm sm:flex-col sm:items-start ${
              state === "current"
                ? "border-brand-700 font-semibold text-brand-900"
                : state === "done"
                  ? "border-emerald-600 text-slate-800"
                  : "border-slate-200 text-slate-600"
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                state === "current"
                  ? "bg-brand-700 text-white"
                  : state === "done"
                    ? "bg-emerald-600 text-white"
                    : "bg-slate-200 text-slate-700"
              }`}
            >
              {state === "done" ? "✓" : index + 1}
            </span>
            <span>
              {t(`dashboard.phases.${step}`)}
              <span className="sr-only">
                {" "}
                (
                {t(
                  state === "done"
                    ? "advisor.case.stepDone"
                    : state === "current"
                      ? "advisor.case.stepCurrent"
                      : "advisor.case.stepUpcoming",
                )}
                )
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
