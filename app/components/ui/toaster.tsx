import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { currentToast, subscribeToToasts } from "./toast-store.ts";

// Most visits never show a toast: the Radix region (and its share of the first-load JavaScript)
// is fetched when the first one is, then stays mounted for the rest of the visit (ADR 0048).
const ToastRegion = lazy(() => import("./toast-region.tsx"));

export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const [needed, setNeeded] = useState(false);
  // Setting state while rendering is React's way to derive "a toast was shown once" without an
  // extra effect pass: the region mounts in the same render as the first toast.
  if (toast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
