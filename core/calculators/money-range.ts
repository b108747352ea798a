/**
 * An amount in whole euros given as a range: the low end, the typical value and the high end.
 * The city dataset gives its estimates this way (content/cities: MoneyEstimate) and the
 * calculators keep the range to the end rather than show one falsely precise number.
 */
export type MoneyRange = { low: number; typical: number; high: number };

export const zeroRange: MoneyRange = { low: 0, typical: 0, high: 0 };

/**
 * To the euro, half up. The product is first rounded to a thousandth of a euro: 1,630 × 0.15 is
 * 244.49999… in binary floating point, and should round like the 244.5 it is.
 */
export function wholeEuros(amount: number): number {
  return Math.round(Math.round(amount * 1000) / 1000);
}

/** Each end times `factor`, to the euro, so every figure shown is whole euros. */
export function scaleRange(range: MoneyRange, factor: number): MoneyRange {
  return {
    low: wholeEuros(range.low * factor),
    typical: wholeEuros(range.typical * factor),
    high: wholeEuros(range.high * factor),
  };
}

/** `a` weighted by `wa` plus `b` weighted by `wb`, end by end, rounded to the euro. */
export function blendRanges(a: MoneyRange, wa: number, b: MoneyRange, wb: number): MoneyRange {
  return {
    low: wholeEuros(a.low * wa + b.low * wb),
    typical: wholeEuros(a.typical * wa + b.typical * wb),
    high: wholeEuros(a.high * wa + b.high * wb),
  };
}

/** The end-by-end sum: a total's range is the sum of its parts' ranges. */
export function sumRanges(...ranges: MoneyRange[]): MoneyRange {
  return ranges.reduce(
    (sum, range) => ({ low: sum.low + range.low, typical: sum.typical + range.typical, high: sum.high + range.high }),
    zeroRange,
  );
}
