import { Outlet } from "react-router";
import { AdminForbidden } from "../features/admin/admin-forbidden.tsx";
import { adminGuard } from "../lib/viewer.server.ts";
import type { Route } from "./+types/admin-layout";

/**
 * Every address of the administration (/admin, /admin-panel, /admin/…), nested here in
 * app/routes.ts: one guard, run before each loader and action below it, POSTs included (ADR 0082).
 * Visitors are sent to sign in; signed-in users who are not administrators get the 403 page.
 */
export const middleware = [adminGuard];

export default function AdminLayout() {
  return <Outlet />;
}

/** The administration's 403 page (a function here: React Router detects a route's ErrorBoundary by its declaration). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminForbidden error={error} />;
}
