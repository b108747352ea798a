import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";
import { browserI18n } from "./app/i18n/browser-i18n-plugin.ts";
import { catalogParts } from "./app/i18n/catalog-parts-plugin.ts";

// The one Node server lives in server/index.ts (see docs/decisions/0002-one-node-server.md).
export default defineConfig({
  plugins: [
    reactRouterHonoServer({ serverEntryPoint: "server/index.ts" }),
    tailwindcss(),
    reactRouter(),
    // The browser's catalogues in two parts per language, and its own small i18next (ADR 0048).
    catalogParts(),
    browserI18n(),
  ],
  build: { target: "es2022" },
  environments: {
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
              ],
            },
          },
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 3000 },
});
