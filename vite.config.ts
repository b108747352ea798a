import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";
import { catalogParts } from "./app/i18n/catalog-parts-plugin.ts";
import { smallI18n } from "./app/i18n/small-i18n-plugin.ts";
import { minifiedScripts } from "./app/lib/minified-script-plugin.ts";

// Every page loads the layout's modules (root); the home page also loads these of its own.
const shellModules = new RegExp(
  [
    "app/components/layout/(?:kept-html-part|language-switcher|cookie-consent|separate-hydration|navigation)\\.tsx?",
    "app/components/ui/(?:refusal-toast|form-field|fields|message-field|pending-button|done-panel|icons|button|spinner|sign-out-button)\\.tsx?",
    "app/components/shared/(?:email-capture-form|wizard-launcher)\\.tsx",
    "app/lib/(?:account-context|sign-in-href|render-only)\\.tsx?",
    "app/i18n/(?:lazy-catalog-backend|small-react-i18next)\\.tsx?",
    "app/lib/(?:seo|api-failure|api-request|early-clicks|keep-language)\\.ts",
    "core/(?:languages|cookie-consent|account-rules|email-rules|negotiate-language)\\.ts",
    "vite/preload-helper",
  ]
    .map((path) => path.replaceAll("/", "[\\\\/]"))
    .join("|"),
);

// The one Node server lives in server/index.ts (see docs/decisions/0002-one-node-server.md).
export default defineConfig({
  plugins: [
    reactRouterHonoServer({
      serverEntryPoint: "server/index.ts",
      // In development the browser imports our modules by their source path; only app/ is left to
      // Vite by default, so /core/… and /content/… reached Hono's 404 and nothing hydrated.
      dev: { exclude: [/^\/(?:core|content)\/.+\.[a-z]+(?:\?.*)?$/] },
    }),
    tailwindcss(),
    reactRouter(),
    // The browser's catalogues in two parts per language, and its own small i18next (ADR 0048).
    catalogParts(),
    smallI18n(),
    // The starter script every page carries inline, minified (ADR 0055).
    minifiedScripts(),
  ],
  build: { target: "es2022" },
  environments: {
    // The server's modules stay in memory as source text for the process's life; written in ASCII
    // (non-ASCII characters escaped) V8 keeps each character in one byte instead of two: the
    // server bundle's Arabic and French made its source two-byte (ADR 0049, sixth addendum).
    ssr: { build: { rolldownOptions: { output: { charset: "ascii", comments: { jsdoc: false } } } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React, React Router and i18next: one file for them instead of the
            // handful of small shared chunks automatic splitting makes (ADR 0015). react-i18next's
            // <Trans> (and the HTML parser it brings) is used by two pages only: left out of the
            // group, it ships with them instead of with every first load (ADR 0048).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|cookie|set-cookie-parser)[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/](?:Icu)?Trans))/,
                },
                // The small modules the layout and the home page share with other routes: automatic
                // splitting gave each its own file, thirty of them on the home page's first load,
                // each compressed alone. In one file they compress together (ADR 0048).
                { name: "shell", test: shellModules },
              ],
            },
          },
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 3000 },
});
