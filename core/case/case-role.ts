/**
 * Who acts on a case: its client, or the team (the assigned advisor, another advisor, an
 * administrator). The state machines decide by this, never by the account's role directly.
 */
export const caseRoles = ["client", "advisor"] as const;
export type CaseRole = (typeof caseRoles)[number];
