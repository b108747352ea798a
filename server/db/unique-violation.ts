/** A unique index refused the row: SQLite says "UNIQUE constraint failed", PostgreSQL "duplicate key". */
export function isUniqueViolation(error: unknown): boolean {
  return /unique constraint|duplicate key/i.test(String((error as Error)?.message ?? error));
}
