// The Arabic subset committed in app/assets/fonts (ADR 0047) must draw every Arabic character our
// pages show: a character it lacks would appear in another font mid-word (or pull in the full
// 160 KiB face). Adding Arabic text with a new character fails here until
// `npm run fonts:arabic` is run again.
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import ar from "../../app/i18n/locales/ar.ts";
import {
  arabicFaceCharacters,
  inRanges,
  originalArabicRanges,
  parseUnicodeRange,
} from "../../scripts/fonts/arabic-characters.ts";

const root = process.cwd();
const fontFile = "app/assets/fonts/noto-sans-arabic-subset.woff2";
const subset = fontkit.create(readFileSync(fontFile));
const inFont = new Set(subset.characterSet);
const arabicRanges = originalArabicRanges(root);

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const show = (codePoints: number[]) =>
  codePoints.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()} ${String.fromCodePoint(codePoint)}`);

describe("the Arabic font subset", () => {
  it("draws every Arabic-script character of the Arabic interface catalog", () => {
    const missing = new Set<number>();
    for (const text of strings(ar)) {
      for (const character of text) {
        const codePoint = character.codePointAt(0) ?? 0;
        if (inRanges(codePoint, arabicRanges) && !inFont.has(codePoint)) missing.add(codePoint);
      }
    }
    expect(show([...missing])).toEqual([]);
  });

  it("draws every Arabic-script character of our sources (content, pages, e-mails) and the whole basic Arabic block", () => {
    const missing = [...arabicFaceCharacters(root)].filter((codePoint) => !inFont.has(codePoint));
    expect(show(missing)).toEqual([]);
  });

  it("is declared only for characters it has, and keeps the weights the pages use", () => {
    const css = readFileSync("app/assets/fonts/noto-sans-arabic-subset.css", "utf8");
    const face = /font-family: "Noto Sans Arabic Variable";[\s\S]*?unicode-range: ([^;]+);/.exec(css);
    expect(face).not.toBeNull();
    const claimed = parseUnicodeRange(face?.[1] ?? "");
    const claimedMissing: number[] = [];
    for (const [from, to] of claimed) {
      for (let codePoint = from; codePoint <= to; codePoint++)
        if (!inFont.has(codePoint)) claimedMissing.push(codePoint);
    }
    expect(show(claimedMissing)).toEqual([]);
    // Regular text (400) up to bold (700): the weights of our Arabic pages.
    expect(subset.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
  });

  it("weighs a fraction of the full Arabic face it replaces", () => {
    const full = readFileSync(
      "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
    );
    expect(readFileSync(fontFile).length).toBeLessThan(full.length / 3);
  });
});
