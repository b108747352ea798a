/**
 * The longest name a saved comparison may have (saved-comparison.ts's schema checks it). Apart from
 * that file, which builds zod schemas when loaded: the comparison page's form only needs the
 * number, and importing it from there put zod in the page's first load (ADR 0077).
 */
export const comparisonNameMaxLength = 80;
