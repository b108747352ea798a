import { useTranslation } from "react-i18next";
import { type JourneyPhase, journeyPhases, phaseIndex } from "../../../core/case/journey.ts";

/**
 * The six phases of a move as an ordered list: those done, the current
 * one (aria-current="step", and said in words), those to come. Side by side on wide screens, one
 * under the other on a phone; the order follows the page's direction, so Arabic reads it from
 * the right.
 */
export function JourneyStepper({ phase, headingId }: { phase: JourneyPhase; headingId: string }) {
  const { t } = useTranslation();
  const current = phaseIndex(phase);
  return (
    <ol aria-labelledby={headingId} className="mt-4 grid gap-3 md:grid-cols-6 md:gap-2">
      {journeyPhases.map((step, index) => {
        const state = index < current ? "done" : index === current ? "current" : "upcoming";
        return (
          <li
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            className="flex gap-3 md:flex-col md:gap-2"
          >
            <span
              aria-hidden="true"
              className={`w-1.5 shrink-0 rounded-full md:h-1.5 md:w-full ${
                state === "upcoming" ? "bg-slate-200" : state === "current" ? "bg-brand-500" : "bg-brand-800"
              }`}
            />
            <span className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  state === "done"
                    ? "bg-brand-800 text-white"
                    : state === "current"
                      ? "bg-white text-brand-800 ring-2 ring-brand-700"
                      : "bg-slate-100 text-slate-600"
                }`}
              >
                {state === "done" ? (
                  <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M4.5 10.5l3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className="min-w-0">
                <span
                  className={`block text-sm leading-tight ${
                    state === "current" ? "font-bold text-brand-900" : "font-medium text-slate-800"
                  }`}
                >
                  {t(`dashboard.phases.${step}`)}
                </span>
                <span className={`block text-xs ${state === "current" ? "text-brand-800" : "text-slate-600"}`}>
                  {t(`dashboard.journey.${state}`)}
                </span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
