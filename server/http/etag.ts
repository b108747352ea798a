/**
 * Whether an `If-None-Match` header names this ETag ("W/"…", "…" or "*"), by the weak comparison
 * RFC 9110 asks for on GET: the browser's copy is still good and a 304 answers it.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === opaque);
}
