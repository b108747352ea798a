/**
 * The catalogue keys the home page and the layout around every page read: every page downloads
 * them first; the other sections come with the modules that name their keys (ADRs 0048, 0077). A path
 * names a whole section ("home") or a part of one ("account.menu"): the account menu and the plan
 * badge are on the home page, the other account screens are not (the pricing prefill is written
 * by the server; the wizard's results, which offer the checklist, bring its section with them).
 * The wizard's dialog reads its text once its sections have come (they load with its code).
 * The home page's hero, showcase, FAQ and the consultation form's introduction are kept as the
 * server's HTML (ADR 0053), as are the footer's links: their text ("home", "faq", "socialProof",
 * the rest of "footer") comes with their code, before the browser renders them itself.
 * A module the home page loads that names a key of another section makes the home page download
 * that section (catalog-parts-plugin.ts): the bench's first-load table shows it.
 */
export const firstPartKeys = [
  "brand",
  "a11y",
  "nav",
  "language",
  "footer.about",
  "footer.privacy",
  // The banner's; the settings dialog loads the rest of the section with its code.
  "cookies.bannerLabel",
  "cookies.bannerTitle",
  "cookies.bannerText",
  "cookies.bannerShort",
  "cookies.acceptAll",
  "cookies.rejectAll",
  "cookies.customize",
  "cookies.close",
  "emailCapture",
  "toast",
  "wizard.loading",
  "consultation",
  "error",
  "meta",
  "account.menu",
  // The 403 pages of the guarded sections: their guards' refusals render at the root (ADR 0082).
  "admin.forbidden",
  "advisor.forbidden",
  "account.plans",
  "dashboard.links",
] as const;
