import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";

// Box-style breathing: in, hold, out, rest. Durations in milliseconds.
const phases = [
  { key: "inhale", ms: 4000, scale: "scale-100" },
  { key: "hold", ms: 4000, scale: "scale-100" },
  { key: "exhale", ms: 6000, scale: "scale-50" },
  { key: "rest", ms: 2000, scale: "scale-50" },
] as const;

/**
 * A guided breathing circle. The circle grows and shrinks only when the visitor has not asked
 * for reduced motion (motion-safe:); the phase is always announced in words.
 */
export function BreathingExercise() {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const [phase, setPhase] = useState(0);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setPhase((current) => (current + 1) % phases.length), phases[phase]!.ms);
    return () => clearTimeout(timer);
  }, [running, phase]);

  const current = phases[phase]!;
  return (
    <div className="grid justify-items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6">
      <div className="flex size-48 items-center justify-center">
        <div
          aria-hidden="true"
          className={`size-44 rounded-full bg-brand-100 motion-safe:transition-transform motion-safe:ease-in-out ${
            running ? current.scale : "scale-75"
          }`}
          style={{ transitionDuration: `${current.ms}ms` }}
        />
      </div>
      <p aria-live="polite" className="min-h-7 text-lg font-semibold text-brand-900">
        {running ? t(`breathing.${current.key}`) : t("breathing.ready")}
      </p>
      <Button
        variant={running ? "secondary" : "primary"}
        onClick={() => {
          setPhase(0);
          setRunning((value) => !value);
        }}
      >
        {running ? t("breathing.stop") : t("breathing.start")}
      </Button>
    </div>
  );
}
