/**
 * The catalogue keys the home page and the layout around every page read: the browser downloads
 * them first, and the rest of the catalogue only before another page renders (ADR 0048). A path
 * names a whole section ("home") or a part of one ("account.menu"): the account menu and the plan
 * badge are on the home page, the other account screens are not (the pricing prefill is written
 * by the server; the wizard's results, which offer the checklist, come with the rest).
 * The wizard's dialog reads its text after the rest has come (it loads the rest with its code).
 * The home page's hero, showcase, FAQ and the consultation form's introduction are kept as the
 * server's HTML (ADR 0053), as are the footer's links: their text ("home", "faq", "socialProof",
 * the rest of "footer") comes with the rest, before the browser renders them itself.
 * A key the home page reads that is missing here shows as an error in the browser's console
 * (lazy-catalog-backend.ts), which the end-to-end walks fail on.
 */
export const firstPartKeys = [
  "brand",
  "a11y",
  "nav",
  "language",
  "footer.about",
  "footer.privacy",
  // The banner's; the settings dialog loads the rest of the catalogue with its code.
  "cookies.bannerLabel",
  "cookies.bannerTitle",
  "cookies.bannerText",
  "cookies.acceptAll",
  "cookies.rejectAll",
  "cookies.customize",
  "cookies.close",
  "emailCapture",
  "toast",
  "wizard.loading",
  "consultation",
  "notFound",
  "error",
  "meta",
  "account.menu",
  "account.plans",
  "dashboard.links",
] as const;

/** The routes whose pages read only the first part: any other route waits for the whole catalogue. */
export const firstPartRoutes: ReadonlySet<string> = new Set(["root", "routes/home"]);
