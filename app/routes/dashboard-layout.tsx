import { Outlet } from "react-router";
import { signedInGuard } from "../lib/viewer.server.ts";

/**
 * Every address of the client area (/dashboard, /dashboard/…), nested here in app/routes.ts: one
 * guard, run before each loader and action below it, POSTs included (ADR 0082). Visitors are sent
 * to sign in and back; every signed-in role may open it (staff see the way to their workspace).
 * Nothing here answers 403, so failures go on to the site's own error pages, as before.
 */
export const middleware = [signedInGuard];

export default function DashboardLayout() {
  return <Outlet />;
}
