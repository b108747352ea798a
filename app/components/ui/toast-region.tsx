import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "./icons.tsx";
import { currentToast, dismissToast, subscribeToToasts } from "./toast-store.ts";

/** Notifications: 5000 ms, swiped 50 px toward the screen's edge to dismiss, F8 focuses the region. */
const toastDurationMs = 5000;

/**
 * The Radix toast region. Loaded by ./toaster.tsx when the first toast of the visit is shown, so a
 * page that never shows one does not download Radix Toast (ADR 0048).
 */
export default function ToastRegion() {
  const { t, i18n } = useTranslation();
  // The region sits at the inline end: the right edge, or the left one in Arabic, where a toast
  // is swiped away toward that edge too.
  const towardEdge = i18n.dir(i18n.language) === "rtl" ? "left" : "right";
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const destructive = toast?.variant === "destructive";

  return (
    <ToastPrimitive.Provider
      duration={toastDurationMs}
      swipeDirection={towardEdge}
      swipeThreshold={50}
      // Announced with each toast; the region's own name is the viewport's label below.
      label={t("toast.label")}
    >
      {toast && (
        <ToastPrimitive.Root
          key={toast.id}
          type={destructive ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          data-variant={toast.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg transition data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ${
            destructive ? "border-accent-700 bg-accent-700 text-white" : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description && (
              <ToastPrimitive.Description className={destructive ? "text-sm text-white" : "text-sm text-slate-700"}>
                {toast.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t("toast.close")}
            className="absolute end-2 top-2 rounded-md p-1.5 opacity-80 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        // Radix names the region in English unless told; it fills {hotkey} in itself.
        label={t("toast.regionLabel", { hotkey: "{hotkey}" })}
        className="fixed bottom-0 end-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
