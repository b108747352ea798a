// Plain constants (no Zod): the header and the admin screen import from here too.

/** A password has at least 8 characters. 128 bounds the hashing work per request. */
export const minPasswordLength = 8;
export const maxPasswordLength = 128;
export const maxNameLength = 100;
export const maxProfessionLength = 100;

/** Roles on a user: `admin` runs the site, `advisor` is done-for-you staff (ADR 0034). */
export const userRoles = ["user", "advisor", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/** Staff work on clients' cases: advisors, and administrators too. */
export function isStaff(role: UserRole): boolean {
  return role === "advisor" || role === "admin";
}

/**
 * Failed sign-ins allowed for one account from one client address within the window; the next
 * one from that address (the 11th rapid failure) is refused until the window ends. Counting per
 * address and account, not per account alone, means a stranger guessing someone's password locks
 * out only themselves, never the owner.
 */
export const signInFailuresPerAddress = 10;
export const signInFailureWindowMinutes = 15;
