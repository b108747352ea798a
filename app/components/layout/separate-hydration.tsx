import { Suspense } from "react";

/**
 * Hydrates its children apart from the rest of the page (ADR 0015). React hydrates a
 * server-rendered Suspense boundary on its own, after the content around it, and lets the browser
 * handle input in between, so a long page wrapped in a few of these never hydrates in one long
 * task. Nothing inside suspends: on the server and in client navigation it renders in place.
 */
export function SeparateHydration({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
