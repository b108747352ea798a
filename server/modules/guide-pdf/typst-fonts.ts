import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The only fonts our PDFs may use (ADR 0069), as TTF files of npm packages: Inter for Latin text
 * (the site's font) and Amiri for Arabic. Not Noto Sans Arabic, the site's Arabic font: Typst
 * draws it well, but its text layer reads back with dotted letters doubled (krilla #411, typst
 * #4225), so copying, searching and screen readers fail; Amiri's reads back as written. Only the
 * weights and styles the documents use: regular, italic (em), 500 italic (estimates), 600 (table
 * heads, figures), bold (headings, strong).
 */
const fontFiles = [
  { packageName: "@expo-google-fonts/inter", file: "400Regular/Inter_400Regular.ttf" },
  { packageName: "@expo-google-fonts/inter", file: "400Regular_Italic/Inter_400Regular_Italic.ttf" },
  { packageName: "@expo-google-fonts/inter", file: "500Medium_Italic/Inter_500Medium_Italic.ttf" },
  { packageName: "@expo-google-fonts/inter", file: "600SemiBold/Inter_600SemiBold.ttf" },
  { packageName: "@expo-google-fonts/inter", file: "700Bold/Inter_700Bold.ttf" },
  { packageName: "@expo-google-fonts/amiri", file: "400Regular/Amiri_400Regular.ttf" },
  { packageName: "@expo-google-fonts/amiri", file: "700Bold/Amiri_700Bold.ttf" },
] as const;

/** The families those files declare: what `pdffonts` may show in a PDF of ours, and nothing else. */
export const shippedFontFamilies = ["Inter", "Amiri"] as const;

/** Absolute paths of the font files, resolved from node_modules. */
export function typstFontPaths(): string[] {
  return fontFiles.map(({ packageName, file }) => require.resolve(`${packageName}/${file}`));
}

/** The fonts' identity (package names and versions, files): part of the guides' content version. */
export function typstFontsFingerprint(): string {
  return fontFiles
    .map(({ packageName, file }) => {
      const { version } = require(`${packageName}/package.json`) as { version: string };
      return `${packageName}@${version}/${file}`;
    })
    .join(";");
}
