// `npm run fonts:arabic`: writes the Arabic typeface our
// pages download and the metric-matched fallback it swaps in over (ADR 0047).
//  - app/assets/fonts/noto-sans-arabic-subset.woff2: Noto Sans Arabic (variable, from
//    @fontsource-variable/noto-sans-arabic) cut down to the characters of
//    scripts/fonts/arabic-characters.ts and to the weights we use (400-700), with HarfBuzz's
//    subsetter (subset-font, WebAssembly: nothing downloaded). Shaping tables are kept, so the
//    joined forms of every kept letter are in the file.
//  - app/assets/fonts/noto-sans-arabic-subset.css: its @font-face, limited by unicode-range to the
//    kept characters (anything else still reaches the full fontsource face), and two fallback faces
//    over the local "DejaVu Sans" (regular and bold: the Arabic-capable font of Debian's default
//    font set, which Chromium falls back to here) whose size-adjust and ascent/descent/line-gap
//    overrides make it occupy the same room as Noto Sans Arabic, so nothing moves at the swap.
// How the overrides are computed, for each fallback (regular against Noto at weight 400, bold
// against Noto at weight 600, the weight most of our bold-looking text uses):
//  - width: every Arabic word of our sources is shaped (joined forms, fontkit's layout) in both
//    fonts; size-adjust = Noto's total advance / the fallback's, each in em;
//  - height: Noto Sans Arabic sets USE_TYPO_METRICS, so browsers use its OS/2 typo ascender,
//    descender and line gap; each override is that value in em divided by size-adjust (the browser
//    scales overrides by size-adjust, as next/font and fontaine also compute them).
// Run it again after adding Arabic text with a new character: tests/unit/arabic-font.test.ts fails
// until then.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";
import { arabicFaceCharacters, inRanges, originalArabicRanges, sourceFiles } from "./fonts/arabic-characters.ts";

const root = process.cwd();
const outputDir = join(root, "app/assets/fonts");
const fontName = "noto-sans-arabic-subset";
const weights = { min: 400, max: 700 };
const fallbacks = [
  {
    weight: 400,
    notoWeight: 400,
    local: ["DejaVu Sans", "DejaVuSans"],
    file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  },
  {
    weight: 700,
    notoWeight: 600,
    local: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  },
];

const original = readFileSync(
  join(root, "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"),
);
const codePoints = [...arabicFaceCharacters(root)].sort((a, b) => a - b);
const text = String.fromCodePoint(...codePoints);

const subset = await subsetFont(original, text, { targetFormat: "woff2", variationAxes: { wght: weights } });

/** The Arabic words of our sources (runs of characters the Arabic face draws), each once per occurrence. */
function arabicWords(): string[] {
  const ranges = originalArabicRanges(root);
  const words: string[] = [];
  for (const file of sourceFiles(root)) {
    let word = "";
    for (const character of readFileSync(file, "utf8")) {
      if (inRanges(character.codePointAt(0) ?? 0, ranges)) word += character;
      else if (word) {
        words.push(word);
        word = "";
      }
    }
    if (word) words.push(word);
  }
  return words;
}

function totalAdvanceEm(font: fontkit.Font, words: string[]): number {
  let units = 0;
  for (const word of words) {
    // fontkit trips over some of DejaVu's mark anchors; marks sit on letters and add no width, so
    // such a word is measured without mark positioning.
    try {
      units += font.layout(word).advanceWidth;
    } catch {
      units += font.layout(word, { mark: false, mkmk: false }).advanceWidth;
    }
  }
  return units / font.unitsPerEm;
}

const words = arabicWords();
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const faces: string[] = [];
for (const fallback of fallbacks) {
  // A static instance of Noto at the weight compared (fontkit cannot instance a WOFF2 variable font itself).
  const noto = fontkit.create(
    await subsetFont(original, text, { targetFormat: "sfnt", variationAxes: { wght: fallback.notoWeight } }),
  );
  const local = fontkit.create(readFileSync(fallback.file));
  const sizeAdjust = totalAdvanceEm(noto, words) / totalAdvanceEm(local, words);
  const os2 = noto["OS/2"];
  const em = (value: number) => Math.abs(value) / noto.unitsPerEm / sizeAdjust;
  faces.push(`@font-face {
  font-family: "Noto Sans Arabic Fallback";
  font-style: normal;
  font-weight: ${fallback.weight};
  src: ${fallback.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(em(os2.typoAscender))};
  descent-override: ${percent(em(os2.typoDescender))};
  line-gap-override: ${percent(em(os2.typoLineGap))};
  unicode-range: ${unicodeRange(codePoints)};
}`);
}

/** Consecutive code points folded into ranges, written as CSS unicode-range. */
function unicodeRange(points: number[]): string {
  const parts: string[] = [];
  const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");
  let start = points[0];
  points.forEach((point, i) => {
    const next = points[i + 1];
    if (start === undefined || next === point + 1) return;
    parts.push(start === point ? `U+${hex(start)}` : `U+${hex(start)}-${hex(point)}`);
    start = next;
  });
  return parts.join(", ");
}

const css = `/* Generated by scripts/subset-arabic-font.ts (ADR 0047): do not edit, run the script again. */
/* Noto Sans Arabic, cut to the ${codePoints.length} characters our Arabic pages use and to weights ${weights.min}-${weights.max}. It is
   declared after @fontsource-variable/noto-sans-arabic's own faces under the same family, so it is
   the face browsers pick for these characters (the last declared wins); any other Arabic character
   still reaches the full face. Arabic pages preload it (app/root.tsx). */
@font-face {
  font-family: "Noto Sans Arabic Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${weights.min} ${weights.max};
  src: url(./${fontName}.woff2) format("woff2-variations");
  unicode-range: ${unicodeRange(codePoints)};
}

/* What the text is drawn with until it arrives: the local DejaVu Sans scaled to Noto Sans Arabic's
   width and line box (${words.length} Arabic words of our sources measured), so the swap moves nothing. */
${faces.join("\n\n")}
`;

mkdirSync(outputDir, { recursive: true });
writeFileSync(join(outputDir, `${fontName}.woff2`), subset);
writeFileSync(join(outputDir, `${fontName}.css`), css);
console.log(
  `${fontName}.woff2: ${codePoints.length} characters, ${(subset.length / 1024).toFixed(1)} KiB (the full Arabic face: ${(original.length / 1024).toFixed(1)} KiB)`,
);
