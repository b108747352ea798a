import { Outlet } from "react-router";
import { StaffOnlyBoundary } from "../features/advisor/staff-only.tsx";
import { staffGuard } from "../lib/viewer.server.ts";
import type { Route } from "./+types/advisor-layout";

/**
 * Every address of the advisor workspace (/advisor, /advisor/cases/…), nested here in
 * app/routes.ts: one guard, run before each loader and action below it, POSTs included (ADR 0082).
 * Visitors are sent to sign in; anyone but an advisor or an administrator gets the 403 page.
 */
export const middleware = [staffGuard];

export default function AdvisorLayout() {
  return <Outlet />;
}

/** The workspace's 403 page, and the site's 404 for a case that is not this viewer's to open. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffOnlyBoundary error={error} />;
}
