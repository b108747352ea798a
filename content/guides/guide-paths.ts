/** Addresses of the guides and static pages served by routes/guide.tsx from content/guides/. */
export const guidePaths = [
  "/paris-guide",
  "/lyon-digital-nomads",
  "/marseille-living",
  "/retiring-nice",
  "/eu-eea-nationals",
  "/privacy-policy",
  "/terms",
  "/help",
  "/stress-relief",
] as const;
