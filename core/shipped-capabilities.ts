/**
 * What the product can do today, and where (ADR 0061). One list, so every place that
 * promises a capability (the pricing page's plans, the assistant's pricing passages) reads the
 * same answer, and shipping a capability is one change here that flips its "coming soon" label
 * everywhere.
 *
 * `path` is the page that delivers the capability, written as in the route table
 * (app/routes.ts, with a leading slash and its `:params`); a capability not shipped yet keeps the
 * address it will have once that is decided, or null while it is not (a service with no page of
 * its own, such as webinars, stays null). tests/unit/shipped-capabilities.test.ts holds the list
 * against the real route table both ways: a shipped capability's page exists, and a capability
 * whose page exists is marked shipped, so a new route cannot ship while pricing still says "soon".
 *
 * This lives in core, not in app/, because content (pricing features, assistant passages) reads
 * it and may not import the app (ADR 0019); the route table is checked by the test instead.
 */
export type Capability = { shipped: true; path: string } | { shipped: false; path: string | null };

export const capabilities = {
  /** The quick 3-step wizard, open to everyone from the home page (and the visa pages). */
  "quick-assessment": { shipped: true, path: "/" },
  /** A signed-in person's quick assessments, kept in the account (ADR 0024). */
  "saved-assessments": { shipped: true, path: "/profile/assessments/:id" },
  /** The visa pages and city guides, each figure with its official source. */
  "visa-guides": { shipped: true, path: "/visa" },
  /** Visa page sections marked premium, unlocked for premium and done-for-you members. */
  "premium-visa-details": { shipped: true, path: "/visa/:slug" },
  /** The relocation checklist sent by e-mail from the home page's form. */
  "emailed-checklist": { shipped: true, path: "/email-capture" },
  /** Answers by e-mail through the contact form. */
  "contact-form": { shipped: true, path: "/contact" },
  /** Up to three cities side by side, for everyone. */
  "city-comparison": { shipped: true, path: "/city-comparison" },
  /** Premium's "full city comparison": comparisons saved and listed on the dashboard (ADR 0062). */
  "saved-comparisons": { shipped: true, path: "/dashboard" },
  /** The planning tools: cost of living, budget, timeline, with saved scenarios for premium (ADR 0032). */
  calculators: { shipped: true, path: "/tools" },
  "cost-of-living-calculator": { shipped: true, path: "/tools/cost-of-living" },
  /** The AI assistant answering from our content with citations (ADR 0041). */
  assistant: { shipped: true, path: "/assistant" },
  /**
   * The detailed assessment saved to an account (one a month for free users, unlimited for premium;
   * ADR 0078): the wizard at /assessment, each saved one at its own address.
   */
  "detailed-assessment": { shipped: true, path: "/assessment/saved/:id" },
  /** Letters filled in from the member's answers, PDF and .docx (after the visa; ADR 0088). */
  "document-templates": { shipped: true, path: "/dashboard/letters" },
  /** A promise of handling, not a page: shipped when the team's e-mail queue orders by plan. */
  "priority-support": { shipped: false, path: null },
  webinars: { shipped: false, path: null },
  community: { shipped: false, path: null },
} as const satisfies Record<string, Capability>;

export type CapabilityId = keyof typeof capabilities;

export function isShipped(id: CapabilityId): boolean {
  return capabilities[id].shipped;
}
