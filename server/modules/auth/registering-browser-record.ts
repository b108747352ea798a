import type { Db } from "../../db/database.ts";

/**
 * What the account keeps of the browser that chose its password before its address was proven
 * (ADR 0065): the hash of that browser's nonce, as a better-auth verification value named after
 * the account. Apart from registering-browser.ts (the cookie, which needs the auth instance) so
 * that the auth instance's own hooks can write it without importing themselves.
 */
export const registeringBrowserIdentifierPrefix = "registering-browser:";

/** How long the registering browser is recognised: longer than the link (24 h), for a resend. */
export const registeringBrowserDays = 7;

/** Carries the nonce's hash from our sign-up route to better-auth's user-creation hook; never from a client. */
export const registeringBrowserHeader = "x-passerelle-registering-browser";

/** better-auth's adapter, as its hooks (`context.context.internalAdapter`) and `$context` give it. */
type VerificationAdapter = {
  deleteVerificationByIdentifier(identifier: string): Promise<unknown>;
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
};

/** The account `userId` had its password chosen in the browser whose nonce hashes to `hash`. */
export async function rememberRegisteringBrowser(
  adapter: VerificationAdapter,
  userId: string,
  hash: string,
): Promise<void> {
  const identifier = `${registeringBrowserIdentifierPrefix}${userId}`;
  await adapter.deleteVerificationByIdentifier(identifier);
  await adapter.createVerificationValue({
    identifier,
    value: hash,
    expiresAt: new Date(Date.now() + registeringBrowserDays * 86_400_000),
  });
}

/** Forgets the registering browser of `userId` (its address is proven, its password retired, or it is deleted). */
export async function forgetRegisteringBrowser(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom("verifications")
    .where("identifier", "=", `${registeringBrowserIdentifierPrefix}${userId}`)
    .execute();
}
