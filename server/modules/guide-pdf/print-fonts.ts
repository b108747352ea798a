import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The site's own fonts (app/app.css: Inter, Noto Sans Arabic), self-hosted from node_modules: the
 * printed document points at the package's files with file:// URLs (the printing process opens
 * it as a file), so Chromium fetches nothing from the network and the PDF looks the same on any
 * machine, without 400 KB of base64 in every document the server builds. Only the subsets our
 * texts use are listed (Latin and Latin Extended for English and French, Arabic), each with the
 * unicode-range Fontsource gives it, so Arabic letters come from Noto Sans Arabic and everything
 * else from Inter.
 */
const embedded: { packageName: string; subsets: string[] }[] = [
  { packageName: "@fontsource-variable/inter", subsets: ["latin", "latin-ext"] },
  { packageName: "@fontsource-variable/noto-sans-arabic", subsets: ["arabic"] },
];

/** The font stack of the printed documents, the same as the site's. */
export const printFontFamily = '"Inter Variable", "Noto Sans Arabic Variable", sans-serif';

const require = createRequire(import.meta.url);

/** The @font-face blocks of one package's variable weight axis, for the wanted subsets. */
function faces(packageName: string, subsets: string[]): string[] {
  const cssPath = require.resolve(`${packageName}/wght.css`);
  const css = readFileSync(cssPath, "utf8");
  // Each block reads "/* <family>-<subset>-wght-normal */\n@font-face { … }".
  const blocks = [...css.matchAll(/\/\*\s*([\w-]+)\s*\*\/\s*(@font-face\s*\{[^}]*\})/g)];
  const kept = blocks.filter(([, name]) => subsets.some((subset) => name!.endsWith(`-${subset}-wght-normal`)));
  if (kept.length !== subsets.length) {
    throw new Error(`${packageName}: expected the subsets ${subsets.join(", ")} in wght.css`);
  }
  return kept.map(([, , block]) =>
    block!.replace(
      /url\(\.\/files\/([\w.-]+\.woff2)\)/g,
      (_match, file: string) => `url(${pathToFileURL(join(dirname(cssPath), "files", file)).href})`,
    ),
  );
}

let cached: string | undefined;

/**
 * The fonts' identity (package name and version): what the PDF cache's content version hashes, so
 * a font update makes new PDFs.
 */
export function printFontsFingerprint(): string {
  return embedded
    .map(({ packageName, subsets }) => {
      const { version } = require(`${packageName}/package.json`) as { version: string };
      return `${packageName}@${version}:${subsets.join(",")}`;
    })
    .join(";");
}

/** The @font-face rules, read once per process. */
export function printFontFaces(): string {
  cached ??= embedded.flatMap(({ packageName, subsets }) => faces(packageName, subsets)).join("\n");
  return cached;
}
