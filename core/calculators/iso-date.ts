/**
 * Calendar dates as ISO strings ("2027-09-01"), computed in UTC so the same inputs give the same
 * dates on every server and in every time zone.
 */

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2027-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = isoPattern.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && toIsoDate(date) === value;
}

function parse(value: string): Date {
  if (!isIsoDate(value)) throw new Error(`not an ISO date: ${value}`);
  return new Date(`${value}T00:00:00Z`);
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(value: string, days: number): string {
  const date = parse(value);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/**
 * Calendar months later (or earlier, when negative); a day the target month lacks becomes its
 * last day: 31 January + 1 month = 28 (or 29) February, never 3 March.
 */
export function addMonths(value: string, months: number): string {
  const date = parse(value);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIsoDate(target);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}
