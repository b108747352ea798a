import { readFileSync } from "node:fs";
import type { PrintNode } from "./print-tree.ts";

/**
 * The characters our fonts draw. Typst, with fallback off (ADR 0069), prints a character none of
 * them has as a blank box and leaves it out of the text layer, without a warning: a customer's
 * name in Chinese or Hebrew would vanish from an invoice. The printer checks each document's text
 * against this and says so in the log.
 */
function cmapCoverage(font: Buffer, into: Set<number>): void {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16;
    if (font.toString("latin1", record, record + 4) === "cmap") cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error("Font without a cmap table");
  const encodings = font.readUInt16BE(cmap + 2);
  for (let index = 0; index < encodings; index++) {
    const subtable = cmap + font.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = font.readUInt16BE(subtable);
    if (format === 4) {
      const segments = font.readUInt16BE(subtable + 6) / 2;
      for (let segment = 0; segment < segments; segment++) {
        const end = font.readUInt16BE(subtable + 14 + segment * 2);
        const start = font.readUInt16BE(subtable + 16 + segments * 2 + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) into.add(code);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(subtable + 12);
      for (let group = 0; group < groups; group++) {
        const start = font.readUInt32BE(subtable + 16 + group * 12);
        const end = font.readUInt32BE(subtable + 20 + group * 12);
        for (let code = start; code <= end; code++) into.add(code);
      }
    }
  }
}

/** Every code point any of these font files maps to a glyph. */
export function fontCoverage(paths: string[]): Set<number> {
  const covered = new Set<number>();
  for (const path of paths) cmapCoverage(readFileSync(path), covered);
  return covered;
}

/** Spaces, controls and format characters (bidi marks, joiners) draw nothing: never missing. */
const invisible = /[\p{Z}\p{Cc}\p{Cf}]/u;

/** The characters of a document's text that no font of ours draws, each once, in order. */
export function missingCharacters(node: PrintNode, covered: Set<number>): string[] {
  const missing = new Set<string>();
  const walk = (current: PrintNode) => {
    if (typeof current !== "string") {
      for (const child of current.c) walk(child);
      return;
    }
    for (const character of current) {
      if (!covered.has(character.codePointAt(0)!) && !invisible.test(character)) missing.add(character);
    }
  };
  walk(node);
  return [...missing];
}
