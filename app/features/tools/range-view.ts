import type { MoneyRange } from "../../../core/calculators/money-range.ts";

/** A money range ready to show: the amounts as text, and the numbers for drawing a chart. */
export type RangeView = { low: string; typical: string; high: string; values: MoneyRange };

export function rangeView(range: MoneyRange, euros: (amount: number) => string): RangeView {
  return { low: euros(range.low), typical: euros(range.typical), high: euros(range.high), values: range };
}
