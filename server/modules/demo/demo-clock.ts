/**
 * Moments for the seeded records, each strictly after the previous one: the use cases stamp what
 * they write with the moment given, and the case's feed and thread are ordered by it, so two
 * writes within the same millisecond must not swap places.
 */
export function demoClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}
