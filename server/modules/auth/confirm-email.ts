import type { ApiDeps } from "../../api-deps.ts";
import { authOf } from "./auth.ts";
import { retireUnprovenPassword } from "./retire-unproven-password.ts";

export type EmailConfirmation = {
  /**
   * "choose-password": verified, but the password was chosen elsewhere before the address was
   * proven; it no longer works and the session opened here may only choose a new one (ADR 0065).
   */
  outcome: "verified" | "choose-password" | "invalid";
  /** Set-Cookie of the session opened for the verified account (the link signs its reader in). */
  headers: Headers;
};

/**
 * Follows an e-mail verification link (the /verify-email page's loader). A valid token marks the
 * address verified — which attaches what visitors left under it (ADR 0021) — and signs the person
 * in; an already verified address is fine too. A wrong, tampered or expired token is "invalid":
 * the page then offers to send a new link.
 */
export async function confirmEmail(
  deps: Pick<ApiDeps, "config" | "db" | "logger" | "outbox" | "siteUrl">,
  token: string,
  requestHeaders: Headers,
): Promise<EmailConfirmation> {
  if (!token || token.length > 4096) return { outcome: "invalid", headers: new Headers() };
  // Before verifying: the records the address brings must never reach a session of whoever chose
  // the password without proving the address.
  const mustChoosePassword = await retireUnprovenPassword(deps, token, requestHeaders);
  try {
    const { headers } = await authOf(deps).api.verifyEmail({
      query: { token },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { outcome: mustChoosePassword ? "choose-password" : "verified", headers };
  } catch {
    // better-auth throws its APIError for a bad or expired token and for an unknown user.
    return { outcome: "invalid", headers: new Headers() };
  }
}
