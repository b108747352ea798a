import { readFileSync } from "node:fs";
import { minifySync } from "rolldown/utils";
import type { Plugin } from "vite";

const query = "?minified-script";

/**
 * `import source from "./file.js?minified-script"`: the file's text as a string, its names
 * shortened and its comments and spaces removed, for a script the server writes inline into every
 * page (ADR 0055: the starter is 1.2 KB so, 2 KB as written). Only names and spacing change (no
 * compression pass rewrites a statement), so what runs is what the source says; the source stays
 * the readable file. The dev server, the build and Vitest all go through this plugin.
 */
export function minifiedScripts(): Plugin {
  return {
    name: "passerelle-minified-scripts",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(query)) return undefined;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const result = minifySync(file, readFileSync(file, "utf8"), { compress: false, mangle: { toplevel: false } });
      if (result.errors.length > 0) this.error(`${file}: ${result.errors.map((error) => error.message).join("; ")}`);
      return `export default ${JSON.stringify(result.code.trim())};`;
    },
  };
}
