import type { ReactNode } from "react";

/** A status in words, in a small coloured pill (the colour repeats the word, never replaces it). */
const tones = {
  red: "border-red-300 bg-red-50 text-red-900",
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  green: "border-emerald-300 bg-emerald-50 text-emerald-900",
  blue: "border-sky-300 bg-sky-50 text-sky-950",
  grey: "border-slate-300 bg-slate-50 text-slate-800",
} as const;

export type PillTone = keyof typeof tones;

export function StatusPill({ tone, children, status }: { tone: PillTone; children: ReactNode; status?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
