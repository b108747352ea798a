/**
 * The one rule for every redirect we issue (form `redirectTo` values, the trailing-slash redirect):
 * the target is a path of this site, whatever a visitor or an attacker put in it (ADR 0016).
 *
 * Browsers are generous with a Location: they drop tabs and line breaks anywhere, read "\" as "/",
 * and take a leading "//" as "another host". So instead of trusting the value we read it the way a
 * browser would and rebuild it: characters browsers drop are dropped, backslashes become slashes,
 * a leading run of slashes (also when percent-encoded, as "%2f" or "%5c") collapses to one — so
 * "//evil.example/x" becomes "/evil.example/x", a page of ours — and anything that is not a path
 * ("https:", "javascript:", "evil.example") gives the fallback. What comes back is parsed and
 * re-serialised by the URL parser, so it is plain ASCII, percent-encoded, and safe in a header.
 */

const maxLength = 2048;
// Any origin would do: it is only there to resolve the path, and must come out unchanged.
const base = new URL("http://same-site.invalid");

// What a browser or a decoding proxy may read as "/" at the start of a path, and the controls it drops.
const leadingSlashes = /^(?:\/|%2f|%5c|%0[0-9a-f]|%1[0-9a-f]|%7f)+/i;

/** Without ASCII control characters (browsers strip tab, CR and LF from URLs; the rest never belongs there). */
function withoutControlCharacters(value: string): string {
  return [...value].filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f).join("");
}

function collapseLeadingSlashes(path: string): string {
  return path.replace(leadingSlashes, "/");
}

export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > maxLength) return fallback;
  const cleaned = withoutControlCharacters(value).replaceAll("\\", "/").trim();
  if (!cleaned.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(collapseLeadingSlashes(cleaned), base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  // Dot segments are resolved by the parser ("/.//evil" → "//evil"): collapse once more afterwards.
  const path = `${collapseLeadingSlashes(url.pathname)}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}

/**
 * The one exception to "paths of this site only": sending the browser to its payment page or
 * billing portal (ADR 0028). The target comes from the payment provider's answer, never from the
 * request; a URL on our own site (the test provider's pages) still becomes a path, and a URL on
 * any origin other than the provider's gives the fallback.
 */
export function paymentRedirectTarget(
  value: string,
  options: { siteUrl: string; providerOrigins: readonly string[] },
  fallback = "/",
): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  if (url.origin === new URL(options.siteUrl).origin) return safeRedirectPath(`${url.pathname}${url.search}`, fallback);
  return options.providerOrigins.includes(url.origin) ? url.toString() : fallback;
}
