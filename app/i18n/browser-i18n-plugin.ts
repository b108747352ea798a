import { resolve } from "node:path";
import type { Plugin } from "vite";

const replacements: Record<string, string> = {
  i18next: "app/i18n/browser-i18next.ts",
  "react-i18next": "app/i18n/browser-react-i18next.tsx",
};

/**
 * In the browser build only, `i18next` and `react-i18next` resolve to our small versions
 * (browser-i18next.ts, browser-react-i18next.tsx: ADR 0048). The server render, the unit tests
 * and the type checker keep the packages, so the browser's text is checked against theirs.
 */
export function browserI18n(): Plugin {
  let root = process.cwd();
  return {
    name: "passerelle-browser-i18n",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      const replacement = replacements[id];
      if (!replacement || this.environment.name !== "client") return undefined;
      return resolve(root, replacement);
    },
  };
}
