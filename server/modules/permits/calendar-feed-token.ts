import { createHash, randomBytes } from "node:crypto";

/**
 * A calendar address's secret: 32 random bytes in base64url (the URL's last segment). Calendar
 * apps fetch it without a session, so the secret is the only key; only its SHA-256 is stored.
 */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

export function feedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The shape of a token we issue: anything else is refused before touching the database. */
export function isFeedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
