import type * as fontkit from "fontkit";

/**
 * The room some words take in a font, in em. fontkit trips over some of DejaVu's mark anchors;
 * marks sit on letters and add no width, so such a word is measured without mark positioning.
 */
function totalAdvanceEm(font: fontkit.Font, words: string[]): number {
  let units = 0;
  for (const word of words) {
    try {
      units += font.layout(word).advanceWidth;
    } catch {
      units += font.layout(word, { mark: false, mkmk: false }).advanceWidth;
    }
  }
  return units / font.unitsPerEm;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * An @font-face over local fonts that takes the room a web font takes (ADRs 0047, 0094):
 * size-adjust is the web font's total advance over the words divided by the local font's; the
 * ascent, descent and line gap are the web font's as browsers read them (its OS/2 typo values when
 * it sets USE_TYPO_METRICS, its hhea values otherwise), in em, divided by size-adjust, since the
 * browser scales the overrides by it (as next/font and fontaine compute them too).
 */
export function fallbackFace(face: {
  family: string;
  weight: number;
  local: string[];
  webFont: fontkit.Font;
  localFont: fontkit.Font;
  words: string[];
  unicodeRange?: string;
}): string {
  const { webFont } = face;
  const sizeAdjust = totalAdvanceEm(webFont, face.words) / totalAdvanceEm(face.localFont, face.words);
  const os2 = webFont["OS/2"];
  const typo = os2.fsSelection.useTypoMetrics;
  const em = (value: number) => percent(Math.abs(value) / webFont.unitsPerEm / sizeAdjust);
  const lines = [
    `font-family: "${face.family}";`,
    "font-style: normal;",
    `font-weight: ${face.weight};`,
    `src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
    `size-adjust: ${percent(sizeAdjust)};`,
    `ascent-override: ${em(typo ? os2.typoAscender : webFont.hhea.ascent)};`,
    `descent-override: ${em(typo ? os2.typoDescender : webFont.hhea.descent)};`,
    `line-gap-override: ${em(typo ? os2.typoLineGap : webFont.hhea.lineGap)};`,
    ...(face.unicodeRange ? [`unicode-range: ${face.unicodeRange};`] : []),
  ];
  return `@font-face {\n${lines.map((line) => `  ${line}`).join("\n")}\n}`;
}
