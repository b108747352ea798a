import { lazy, Suspense, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEarlyClickReplay } from "../../lib/early-clicks.ts";
import { Button, type ButtonVariant } from "../ui/button.tsx";
import { ArrowIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/spinner.tsx";

/** The window event that opens the wizard: `window.dispatchEvent(new Event("showWizard"))`. */
export const showWizardEvent = "showWizard";

// The dialog is code-split: the home page ships only this launcher, and the wizard's code is
// fetched on first open (or when a start button is hovered or focused, to hide the wait), with the
// catalogue sections it names (the build makes the import wait for them: ADR 0077).
const loadWizardDialog = () => import("../../features/wizard/wizard-dialog.tsx");
const WizardDialog = lazy(loadWizardDialog);

export function openWizard(): void {
  window.dispatchEvent(new Event(showWizardEvent));
}

/**
 * Any "start" button of the page: it opens the wizard through the same window event, which it also
 * names, so a kept part of the page (kept-html-part.tsx) can raise it without hydrating the button.
 */
export function StartWizardButton({
  children,
  variant = "primary",
  className = "",
}: {
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const replayEarlyClick = useEarlyClickReplay(button);
  return (
    <Button
      ref={button}
      variant={variant}
      className={className}
      aria-haspopup="dialog"
      data-press-event={showWizardEvent}
      {...replayEarlyClick}
      onClick={openWizard}
      onPointerEnter={() => void loadWizardDialog()}
      onFocus={() => void loadWizardDialog()}
    >
      {children}
      <ArrowIcon />
    </Button>
  );
}

/**
 * Listens for the showWizard event and mounts the dialog on first use. The dialog stays mounted
 * afterwards so answers survive closing and reopening it (Restart clears them).
 * The dialog names the countries in the browser when it opens (ADR 0024, ADR 0050).
 */
export function WizardLauncher() {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);

  // A layout effect, so the listener is in place as soon as the page has hydrated (a passive
  // effect may run a frame later, and a start button pressed in between would do nothing).
  useLayoutEffect(() => {
    const show = () => {
      const active = document.activeElement;
      // A second showWizard while the wizard is open keeps the original place to return to.
      if (!(active instanceof HTMLElement && active.closest("[role=dialog]"))) {
        setReturnFocusTo(active instanceof HTMLElement && active !== document.body ? active : null);
      }
      setUsed(true);
      setOpen(true);
    };
    window.addEventListener(showWizardEvent, show);
    return () => window.removeEventListener(showWizardEvent, show);
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={<WizardLoading />}>
      <WizardDialog open={open} onOpenChange={setOpen} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
}

/** Shown for the moment the dialog's code takes to arrive; not focusable, so focus stays put. */
function WizardLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/50">
      <p role="status" className="flex items-center gap-3 rounded-xl bg-white px-5 py-4 text-slate-800 shadow-xl">
        <Spinner />
        {t("wizard.loading")}
      </p>
    </div>
  );
}
