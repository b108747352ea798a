import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher, useLocation } from "react-router";
import {
  acceptAll,
  type CookieConsent,
  customize,
  defaultCookiePreferences,
  type OptionalCookieChoice,
  optionalCookieCategories,
  rejectAll,
} from "../../../core/cookie-consent.ts";
import { Button } from "../ui/button.tsx";
import { CloseIcon } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";

type ConsentApi = { consent: CookieConsent | null };
const ConsentContext = createContext<ConsentApi | null>(null);

/** The visitor's decision, for an optional feature to read before it runs (ADR 0008). */
export function useCookieConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error("useCookieConsent must be used inside <CookieConsentProvider>");
  return api;
}

/**
 * The window event that opens the cookie settings: the footer's button raises it, hydrated or kept
 * as the server's HTML (kept-html-part.tsx).
 */
export const cookieSettingsEvent = "showCookieSettings";

const fetcherKey = "cookie-consent";
// The dialog's text is not in the catalogue's first part: it comes with the dialog's code (ADR 0077).
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog.tsx"));

function consentFromForm(form: FormData | undefined): CookieConsent | null {
  const decision = form?.get("decision");
  if (decision === "accepted") return acceptAll();
  if (decision === "rejected") return rejectAll();
  if (decision === "customized") {
    const choice = {} as OptionalCookieChoice;
    for (const category of optionalCookieCategories) choice[category] = form?.get(category) === "on";
    return customize(choice);
  }
  return null;
}

/**
 * Cookie consent. The decision is stored by the server in a first-party cookie, so
 * the server knows whether to render the banner (no flash) and optional features can check
 * `consent.preferences.<category>` before they run — nothing optional runs without it.
 */
export function CookieConsentProvider({ stored, children }: { stored: CookieConsent | null; children: ReactNode }) {
  const fetcher = useFetcher({ key: fetcherKey });
  const [settingsOpen, setSettingsOpenState] = useState(false);
  // The dialog's code is fetched the first time it is opened, then stays mounted.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const setSettingsOpen = (open: boolean) => {
    if (open) setSettingsLoaded(true);
    setSettingsOpenState(open);
  };
  const consent = consentFromForm(fetcher.formData) ?? stored;
  useEffect(() => {
    const open = () => {
      setSettingsLoaded(true);
      setSettingsOpenState(true);
    };
    window.addEventListener(cookieSettingsEvent, open);
    return () => window.removeEventListener(cookieSettingsEvent, open);
  }, []);

  const decide = (choice: CookieConsent) => {
    const { necessary: _alwaysOn, ...optional } = choice.preferences;
    const form: Record<string, string> = { decision: choice.decision };
    for (const [name, on] of Object.entries(optional)) if (on) form[name] = "on";
    fetcher.submit(form, { method: "post", action: "/cookie-consent" });
  };

  return (
    <ConsentContext.Provider value={{ consent }}>
      {children}
      {!consent && <CookieBanner onDecide={decide} onCustomize={() => setSettingsOpen(true)} />}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            initial={consent?.preferences ?? defaultCookiePreferences}
            onSave={(choice) => {
              decide(customize(choice));
              setSettingsOpen(false);
            }}
          />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}

/**
 * On a phone the full banner covered most of the screen: below the `sm` breakpoint it is a compact
 * bar (the short text and a link to the privacy policy's cookie section, the title for screen
 * readers only, the three buttons on one row). Wider screens keep the full text.
 */
function CookieBanner({ onDecide, onCustomize }: { onDecide(consent: CookieConsent): void; onCustomize(): void }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Small screens: the three buttons share one row; `sm` and up they keep their natural width.
  const compact = "max-sm:min-w-0 max-sm:px-1.5 max-sm:text-[0.8125rem]";
  return (
    <section
      aria-label={t("cookies.bannerLabel")}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,42,74,0.12)]"
    >
      {/* Without JavaScript the two main buttons still post the decision. */}
      <form
        method="post"
        action={href("/cookie-consent")}
        onSubmit={(event) => {
          event.preventDefault();
          const decision = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          onDecide(decision === "accepted" ? acceptAll() : rejectAll());
        }}
        className="relative mx-auto grid max-w-7xl gap-2 px-3 py-2 sm:gap-4 sm:px-6 sm:py-5 sm:pe-14 md:grid-cols-[1fr_auto] md:items-center"
      >
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="pe-10 sm:pe-0">
          <h2 className="font-semibold text-slate-900 max-sm:sr-only">{t("cookies.bannerTitle")}</h2>
          <p className="text-[0.8125rem] leading-snug text-slate-700 sm:mt-1 sm:max-w-3xl sm:text-sm">
            <span className="sm:hidden">{t("cookies.bannerShort")}</span>
            <span className="max-sm:hidden">{t("cookies.bannerText")}</span>{" "}
            <Link
              to={`${href("/privacy-policy")}#cookies`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t("footer.privacy")}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
          <Button type="submit" name="decision" value="accepted" size="sm" className={compact}>
            {t("cookies.acceptAll")}
          </Button>
          <Button type="submit" name="decision" value="rejected" variant="secondary" size="sm" className={compact}>
            {t("cookies.rejectAll")}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCustomize} className={compact}>
            {t("cookies.customize")}
          </Button>
        </div>
        <button
          type="submit"
          name="decision"
          value="rejected"
          className="absolute end-1 top-1 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 sm:end-2 sm:top-2"
        >
          <CloseIcon />
          <span className="sr-only">{t("cookies.close")}</span>
        </button>
      </form>
    </section>
  );
}
