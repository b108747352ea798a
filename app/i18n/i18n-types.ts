import type en from "./locales/en.ts";

// Typed keys: t("nav.pricing") is checked against the English catalog at compile time.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
