/**
 * The catalogue keys the home page and the layout around every page read: the browser downloads
 * them first, and the rest of the catalogue only before another page renders (ADR 0048). A path
 * names a whole section ("home") or a part of one ("account.menu"): the account menu, the plan
 * badge and the pricing prefill are on the home page, the other account screens are not.
 * The home page's sections that hydrate on intent (hydrate-on-intent.tsx) and the wizard's dialog
 * read their text after the rest has come, so theirs is left to the rest.
 * A key the home page reads that is missing here shows as an error in the browser's console
 * (lazy-catalog-backend.ts), which the end-to-end walks fail on.
 */
export const firstPartKeys = [
  "brand",
  "a11y",
  "nav",
  "language",
  "footer",
  "cookies",
  "emailCapture",
  "toast",
  "home.title",
  "home.intro",
  "home.metaDescription",
  "home.hero",
  "wizard.loading",
  "wizard.questions",
  "consultation",
  "page",
  "notFound",
  "error",
  "socialProof",
  "meta",
  "account.menu",
  "account.errors",
  "account.plans",
  "dashboard.links",
  "pricing.consultationMessage",
  "checklist.title",
  "checklist.useThisVisa",
  "checklist.useThisVisaHint",
] as const;

/** The routes whose pages read only the first part: any other route waits for the whole catalogue. */
export const firstPartRoutes: ReadonlySet<string> = new Set(["root", "routes/home"]);
