import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * What a reader's PDF tool sees: the text Poppler extracts (pdftotext, Debian's poppler-utils,
 * installed by scripts/test-all.sh and .ci/run), the page count (pdfinfo) and the embedded fonts
 * (pdffonts).
 */
function withFile<T>(bytes: Uint8Array, read: (path: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), "passerelle-pdf-text-"));
  try {
    const path = join(directory, "document.pdf");
    writeFileSync(path, bytes);
    return read(path);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (path) =>
    execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }),
  );
}

export function pdfPageCount(bytes: Uint8Array): number {
  const info = withFile(bytes, (path) =>
    execFileSync("pdfinfo", [path], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  );
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/**
 * The fonts a PDF embeds, by family, subset prefix and style dropped ("ABCDEF+Inter-SemiBold" is
 * "Inter"), with whether each is embedded: a font a reader's machine would have to supply, or
 * one Typst took from the system, shows here (ADR 0069).
 */
export function pdfFonts(bytes: Uint8Array): { family: string; embedded: boolean }[] {
  const listing = withFile(bytes, (path) =>
    execFileSync("pdffonts", [path], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  );
  return listing
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [name = "", ...rest] = line.trim().split(/\s+/);
      // Columns after the name: type (one or two words), encoding, emb, sub, uni, object, id.
      const embedded = rest.at(-5) === "yes";
      return { family: name.replace(/^[A-Z]{6}\+/, "").replace(/-.*$/, ""), embedded };
    });
}

/**
 * Spaces as a reader compares them: pdftotext turns the narrow no-break spaces of French figures
 * ("59 373 €") into plain spaces and may break a line anywhere, so every run of white space
 * becomes one plain space, on both sides of a comparison.
 */
export function spaced(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, " ");
}

/**
 * Arabic with nothing but its letters in order: pdftotext may insert spaces inside Arabic words
 * (a font's cursive attachment moves glyphs apart), wraps runs in bidi marks and
 * may put a vowel mark before its letter, so the check compares the letters' order only.
 */
export function lettersOnly(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u200e\u200f\u202a-\u202e\u2066-\u2069\u064b-\u065f\u0670]+/g, "");
}

/**
 * How far down each page its text reaches, from 0 (nothing) to 1 (the bottom margin), footer left
 * out: a page whose text stops at 0.2 is mostly blank. Read from Poppler's text boxes
 * (`pdftotext -bbox-layout`); the margins are the template's (16 mm top, 18 mm bottom).
 */
export function pdfPageFill(bytes: Uint8Array): number[] {
  const millimetre = 72 / 25.4;
  const layout = withFile(bytes, (path) =>
    execFileSync("pdftotext", ["-bbox-layout", path, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }),
  );
  return layout
    .split("<page ")
    .slice(1)
    .map((page) => {
      const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
      const top = 16 * millimetre;
      const bottom = height - 18 * millimetre;
      const ends = [...page.matchAll(/<block [^>]*yMax="([\d.]+)"/g)].map((match) => Number(match[1]));
      const lowest = Math.max(top, ...ends.filter((end) => end <= bottom));
      return (lowest - top) / (bottom - top);
    });
}
