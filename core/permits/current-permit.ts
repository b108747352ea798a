/**
 * The permit a member is working towards: of the permits listed by expiry (list-permits.ts), the
 * first not yet expired on `today` (a Paris day, YYYY-MM-DD). Undefined when every one has expired.
 */
export function currentPermit<Permit extends { expiryDate: string }>(
  permits: readonly Permit[],
  today: string,
): Permit | undefined {
  return permits.find((permit) => permit.expiryDate >= today);
}
