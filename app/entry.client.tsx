import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "../core/languages.ts";
import "./i18n/i18n-types.ts";
import { i18nOptions } from "./i18n/i18n-options.ts";
import { lazyCatalogBackend } from "./i18n/lazy-catalog-backend.ts";

// The server already chose the language and wrote it on <html lang>: hydrate in that language.
const serverLanguage = document.documentElement.lang;

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(lazyCatalogBackend)
    .init({ ...i18nOptions, lng: isLanguage(serverLanguage) ? serverLanguage : i18nOptions.fallbackLng });

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
