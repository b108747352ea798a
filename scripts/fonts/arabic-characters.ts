// Which characters our Arabic pages can ask the Arabic typeface for. Shared by the subsetting
// script (scripts/subset-arabic-font.ts) and the test that guards the committed subset
// (tests/unit/arabic-font.test.ts), so both read the same sources with the same rule.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Folders whose source files hold the text our pages show (catalogs, content, components). */
const sourceRoots = ["app", "content", "core", "server"];
const sourceExtensions = /\.(ts|tsx|md|json|css)$/;

/**
 * Always kept, whether our text uses them today or not: the whole basic Arabic block (U+0600-06FF)
 * so an administrator's blog post or a client's name in Arabic does not fall back to a system font
 * mid-word (the block includes the Arabic letter mark Intl's Arabic formatting inserts), and the
 * joiners ZWNJ and ZWJ and the left-to-right mark that the original face covers (it has no
 * right-to-left mark: Inter's range claims that one).
 */
export const alwaysKept: readonly [number, number][] = [
  [0x0600, 0x06ff],
  [0x200c, 0x200e],
];

/** Every source file under our folders, tests and generated files left out. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (sourceExtensions.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const folder of sourceRoots) walk(join(root, folder));
  return files.sort();
}

/**
 * The code points of a unicode-range list as fontsource writes it ("U+0600-06FF,U+200C-200E"),
 * as inclusive ranges.
 */
export function parseUnicodeRange(list: string): [number, number][] {
  return list.split(",").map((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

export function inRanges(codePoint: number, ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * The Arabic face's share of the text: the characters of our sources that fall in the original
 * Noto Sans Arabic "arabic" face's unicode-range (what the browser would have asked that font for),
 * plus what is always kept. Latin digits and punctuation are left to Inter, which comes first in
 * the font stack and claims them on Arabic pages too.
 */
export function arabicFaceCharacters(root: string): Set<number> {
  const arabicRanges = originalArabicRanges(root);
  const found = new Set<number>();
  for (const file of sourceFiles(root)) {
    for (const character of readFileSync(file, "utf8")) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (inRanges(codePoint, arabicRanges)) found.add(codePoint);
    }
  }
  for (const [from, to] of alwaysKept) for (let codePoint = from; codePoint <= to; codePoint++) found.add(codePoint);
  return found;
}

/** The unicode-range of @fontsource-variable/noto-sans-arabic's "arabic" face (the one we subset). */
export function originalArabicRanges(root: string): [number, number][] {
  const css = readFileSync(join(root, "node_modules/@fontsource-variable/noto-sans-arabic/wght.css"), "utf8");
  const face = /noto-sans-arabic-arabic-wght-normal[\s\S]*?unicode-range:\s*([^;]+);/.exec(css);
  if (!face?.[1]) throw new Error("the arabic face of @fontsource-variable/noto-sans-arabic was not found");
  return parseUnicodeRange(face[1]);
}
