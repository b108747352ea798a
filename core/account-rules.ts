// Plain constants (no Zod): the header and the admin screen import from here too.

/** Spec §5 and decisions.md: at least 8 characters. 128 bounds the hashing work per request. */
export const minPasswordLength = 8;
export const maxPasswordLength = 128;
export const maxNameLength = 100;
export const maxProfessionLength = 100;

/** Roles on a user (decisions.md "Accounts and security"): `advisor` is done-for-you staff (issue 14). */
export const userRoles = ["user", "advisor", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/** Staff work on clients' cases: advisors, and administrators too (issue 14 item 4). */
export function isStaff(role: UserRole): boolean {
  return role === "advisor" || role === "admin";
}

/**
 * Failed sign-ins allowed for one account from one client address within the window; the next
 * one from that address is refused until the window ends (issue 5: "the 11th rapid failed
 * sign-in"). Counting per address and account, not per account alone, means a stranger guessing
 * someone's password locks out only themselves, never the owner (issue 10).
 */
export const signInFailuresPerAddress = 10;
export const signInFailureWindowMinutes = 15;
