import { randomBytes } from "node:crypto";

/**
 * Unsubscribe tokens: 32 random bytes in base64url (43 characters), one per address, stored in
 * `email_subscriptions`. Unguessable, and unlike the address they say nothing about the person
 * when a link is forwarded, logged or fetched by a link scanner (ADR 0025).
 */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether a value can be a token at all: anything else is refused before the database is asked. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
