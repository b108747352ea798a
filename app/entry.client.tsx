import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { ClientInstrumentation } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "../core/languages.ts";
import { firstPartRoutes } from "./i18n/first-part-keys.ts";
import "./i18n/i18n-types.ts";
import { i18nOptions } from "./i18n/i18n-options.ts";
import { lazyCatalogBackend, loadRestOfCatalog, restPending, wantWholeCatalog } from "./i18n/lazy-catalog-backend.ts";

// The server already chose the language and wrote it on <html lang>: hydrate in that language.
const serverLanguage = document.documentElement.lang;

// The route modules the server rendered, named by React Router's inline script before it imports
// this file. The home page needs only the first part of the catalogue; any other page, or a page
// whose routes cannot be read, gets the whole catalogue before it hydrates (ADR 0048).
const renderedRoutes = Object.keys(
  (window as { __reactRouterRouteModules?: Record<string, unknown> }).__reactRouterRouteModules ?? {},
);
if (renderedRoutes.length === 0 || renderedRoutes.some((id) => !firstPartRoutes.has(id))) wantWholeCatalog();

// A client navigation starts once the whole catalogue is there, so the next page never renders a
// raw key; so does a fetcher's call, whose answer may redirect to another page. The first sign of
// intent (pointer over a link, focus on one, a press) fetches it early.
async function wholeCatalogFirst(handler: () => Promise<unknown>) {
  await loadRestOfCatalog(i18next).catch(() => undefined);
  await handler();
}
const wholeCatalogBeforeNavigating: ClientInstrumentation = {
  router(router) {
    router.instrument({ navigate: wholeCatalogFirst, fetch: wholeCatalogFirst });
  },
};

function prefetchOnIntent() {
  const events = ["pointerover", "focusin", "pointerdown", "touchstart"] as const;
  const onIntent = (event: Event) => {
    const pressed = event.type === "pointerdown" || event.type === "touchstart";
    if (!pressed && !(event.target instanceof Element && event.target.closest("a[href]"))) return;
    for (const name of events) document.removeEventListener(name, onIntent, true);
    loadRestOfCatalog(i18next).catch(() => undefined);
  };
  for (const name of events) document.addEventListener(name, onIntent, { capture: true, passive: true });
}

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(lazyCatalogBackend)
    .init({
      ...i18nOptions,
      lng: isLanguage(serverLanguage) ? serverLanguage : i18nOptions.fallbackLng,
      // The catalogues have the same keys (catalogs.test.ts), so the server never falls back: the
      // browser need not download English for a French or Arabic page.
      fallbackLng: false,
      // A key missing because its part of the catalogue is not downloaded yet is a defect of
      // first-part-keys.ts: say so where the end-to-end walks look (they fail on console errors).
      parseMissingKeyHandler(key, defaultValue) {
        if (defaultValue === undefined && restPending(i18next.language)) {
          console.error(`Translation "${key}" read before its part of the catalogue was loaded`);
        }
        return defaultValue ?? key;
      },
    });
  if (restPending(i18next.language)) prefetchOnIntent();

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter instrumentations={[wholeCatalogBeforeNavigating]} />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
