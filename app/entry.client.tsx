import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { matchRoutes, type RouteObject } from "react-router";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "../core/languages.ts";
import "./i18n/i18n-types.ts";
import { i18nOptions } from "./i18n/i18n-options.ts";
import { catalogReady, lazyCatalogBackend } from "./i18n/lazy-catalog-backend.ts";

// The server already chose the language and wrote it on <html lang>: hydrate in that language.
const serverLanguage = document.documentElement.lang;

// The catalogue comes in parts (ADR 0077): the first part here, and the sections a page's modules
// name with those modules. React Router's inline script imported the rendered route modules
// before this file, and each waited for its sections; a client navigation waits for the next
// route's module, hence for its sections, before it renders the page.
type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
};

/** The route modules of a path, from the routes React Router has told the browser about so far. */
function routeModulesOf(pathname: string): string[] {
  const routes = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }).__reactRouterManifest
    ?.routes;
  if (!routes) return [];
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return (matchRoutes(childrenOf(undefined), pathname) ?? []).flatMap(({ route }) => {
    const module = route.id ? routes[route.id]?.module : undefined;
    return module ? [module] : [];
  });
}

// A page's sections are asked for by its modules once they are evaluated, after they are fetched:
// on the first sign of intent towards a link (pointer over it, focus, a touch), its route's modules
// are imported, so their code and their sections are usually there before the click.
function loadOnIntent() {
  let last = "";
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname === last) return;
    last = url.pathname;
    for (const module of routeModulesOf(url.pathname)) import(/* @vite-ignore */ module).catch(() => undefined);
  };
  for (const name of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(name, onIntent, { capture: true, passive: true });
  }
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
      // Every key is in every catalogue, so a key missing here is in a section no module of the
      // page named (catalog-sections.ts could not see it): say so where the end-to-end walks look
      // (they fail on console errors).
      parseMissingKeyHandler(key, defaultValue) {
        if (defaultValue === undefined) {
          console.error(`Translation "${key}" read before its part of the catalogue was loaded`);
        }
        return defaultValue ?? key;
      },
    });
  // A section whose loading ended while i18next was starting.
  await catalogReady();
  loadOnIntent();

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
