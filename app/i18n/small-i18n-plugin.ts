import { resolve } from "node:path";
import type { Plugin } from "vite";

const replacements: Record<string, string> = {
  i18next: "app/i18n/small-i18next.ts",
  "react-i18next": "app/i18n/small-react-i18next.tsx",
};

/**
 * In the builds (browser and server), `i18next` and `react-i18next` resolve to our small versions
 * (small-i18next.ts, small-react-i18next.tsx: ADRs 0048 and 0076): the browser loads ~2 KiB
 * instead of ~15, and the server's render no longer spends a fifth of its time in the packages'
 * per-call work. The unit tests and the type checker keep the packages, so our text is checked
 * against theirs (small-i18next.test.ts).
 */
export function smallI18n(): Plugin {
  let root = process.cwd();
  return {
    name: "passerelle-small-i18n",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      const replacement = replacements[id];
      return replacement ? resolve(root, replacement) : undefined;
    },
  };
}
