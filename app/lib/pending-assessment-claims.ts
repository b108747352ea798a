import { isWizardSessionId } from "../../core/wizard-session.ts";

/**
 * Runs this browser asked to keep ("Create account" / "Sign in" on the wizard's results), waiting
 * for an account to claim them (ADR 0024). Each holds the run's id and the wizard session id that
 * made it: the session id is the proof the API asks for, so it stays in this browser and is sent
 * only to our own claim endpoint. localStorage rather than the wizard's sessionStorage, because
 * the verification link usually opens in a new tab. Entries expire after a day, so a shared
 * computer does not hand one visitor's run to the next person who signs in there.
 */
const storageKey = "passerelle_pending_assessments";
const lifetimeMs = 24 * 60 * 60 * 1000;
const maxEntries = 10;

export type PendingClaim = { id: string; sessionId: string; savedAt: number };

function isPendingClaim(value: unknown): value is PendingClaim {
  if (typeof value !== "object" || value === null) return false;
  const { id, sessionId, savedAt } = value as Record<string, unknown>;
  return typeof id === "string" && id.length <= 64 && isWizardSessionId(sessionId) && typeof savedAt === "number";
}

function read(now: number): PendingClaim[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isPendingClaim).filter((claim) => now - claim.savedAt < lifetimeMs && claim.savedAt <= now);
  } catch {
    return [];
  }
}

function write(claims: PendingClaim[]): void {
  try {
    if (claims.length === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(claims.slice(-maxEntries)));
  } catch {
    // Storage blocked (strict privacy settings): the run cannot follow the visitor to an account.
  }
}

/** Remembers that this browser wants this run kept, until an account claims it. */
export function rememberPendingClaim(id: string, sessionId: string, now = Date.now()): void {
  write([...read(now).filter((claim) => claim.id !== id), { id, sessionId, savedAt: now }]);
}

/** The claims still waiting (expired ones are dropped). */
export function pendingClaims(now = Date.now()): PendingClaim[] {
  const claims = read(now);
  write(claims);
  return claims;
}

/** Forgets a claim once the API answered it, either way. */
export function forgetPendingClaim(id: string, now = Date.now()): void {
  write(read(now).filter((claim) => claim.id !== id));
}
