import { Outlet } from "react-router";
import { signedInGuard } from "../lib/viewer.server.ts";

/**
 * The account pages that need a session (/profile, /profile/…), nested here in app/routes.ts: one
 * guard, run before each loader and action below it, POSTs included (ADR 0082). Visitors are sent
 * to sign in and back. Nothing here answers 403, so failures go on to the site's own error pages.
 */
export const middleware = [signedInGuard];

export default function AccountLayout() {
  return <Outlet />;
}
