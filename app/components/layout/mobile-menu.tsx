import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../core/languages.ts";
import { useEarlyClickReplay } from "../../lib/early-clicks.ts";
import { MenuIcon } from "../ui/icons.tsx";

const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet.tsx"));

/** Small screens: a menu button opening a side sheet with the same links as the desktop menu. */
export function MobileMenu({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once loaded, the sheet stays mounted (closed) so it can animate and restore focus.
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const replayEarlyClick = useEarlyClickReplay(button);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...replayEarlyClick}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-brand-50 lg:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{t("nav.openMenu")}</span>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuSheet language={language} open={open} onOpenChange={setOpen} returnFocusTo={button.current} />
        </Suspense>
      )}
    </>
  );
}
