/**
 * The case's overall progress as a ring drawn on the server (no chart code in the browser). The
 * figure inside is real text that zooms like any other; screen readers get the sentence the caller
 * writes beside it (`label` alone would say "40 %" of nothing), so both the drawing and the figure
 * are hidden from them.
 * It fills clockwise, and the other way round in Arabic (flip-rtl), as the page reads.
 */
export function ProgressRing({ percent, label }: { percent: number; label: string }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference;
  return (
    <div className="relative size-36 shrink-0">
      <svg viewBox="0 0 120 120" className="flip-rtl size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="12" />
        {filled > 0 && (
          <circle
            cx="60"
            cy="60"
            r={radius}
            fill="none"
            stroke="#1a4a82"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${filled.toFixed(2)} ${circumference.toFixed(2)}`}
          />
        )}
      </svg>
      <p
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-brand-900"
      >
        {label}
      </p>
    </div>
  );
}
