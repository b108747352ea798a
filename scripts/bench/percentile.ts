/**
 * The p-th percentile of measured milliseconds, by nearest rank, from values sorted ascending;
 * NaN when nothing was measured. One definition for every latency the report prints.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
