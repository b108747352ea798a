/**
 * better-auth's tables hold Date objects and booleans on PostgreSQL, ISO text and 0/1 on SQLite
 * (migration 0003). Reads that bypass better-auth go through these.
 */
export function isoTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function flag(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}
