import type { RouterContextProvider } from "react-router";
import { readConsentCookie } from "../../core/cookie-consent.ts";
import type { AccountUser } from "../../server/modules/auth/current-user.ts";
import { getLocale } from "../i18n/i18next-middleware.server.ts";
import type { AccountSummary } from "./account-context.tsx";
import { siteUrlOf } from "./site-url.server.ts";

/**
 * What the frame around every page (header, footer, consent banner) needs: the root loader's
 * answer, and also what a guarded layout's refusal carries, because a refusal thrown by route
 * middleware is rendered by the root's error boundary before any loader ran (ADR 0082).
 */
export function frameData(request: Request, context: Readonly<RouterContextProvider>, user: AccountUser | null) {
  return {
    locale: getLocale(context),
    consent: readConsentCookie(request.headers.get("cookie")),
    siteUrl: siteUrlOf(context),
    account: accountSummary(user),
  };
}

export type FrameData = ReturnType<typeof frameData>;

/** What the header and the plan logic need about the signed-in user; nothing more goes to the page. */
function accountSummary(user: AccountUser | null): AccountSummary | null {
  if (!user) return null;
  const { id, name, email, role, userPlan, hasActiveDfyPlan } = user;
  return { id, name, email, role, userPlan, hasActiveDfyPlan };
}
