/** The periods the dashboard offers for its funnel: in core, since the server reads them and the page links to each. */
export const funnelPeriods = [7, 30, 90] as const;
export type FunnelPeriod = (typeof funnelPeriods)[number];
