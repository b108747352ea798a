/** A figure is compared with its source again when its last check is older than six months. */
export const staleAfterDays = 183;

const dayMs = 86_400_000;

/** Whole days between a fact's checked-on date and `today` (both ISO dates, YYYY-MM-DD). */
export function ageInDays(checkedOn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${checkedOn}T00:00:00Z`)) / dayMs);
}

export function isStale(checkedOn: string, today: string): boolean {
  return ageInDays(checkedOn, today) > staleAfterDays;
}
