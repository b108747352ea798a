/** The part of subset-font 2.9 (HarfBuzz's subsetter in WebAssembly) scripts/subset-arabic-font.ts uses; it ships no types. */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: "sfnt" | "woff" | "woff2"; variationAxes?: Record<string, Axis> },
  ): Promise<Buffer>;
}

/** The part of fontkit 2.0 (font parsing and shaping) the font scripts and their test use; it ships no types. */
declare module "fontkit" {
  export type Font = {
    unitsPerEm: number;
    characterSet: number[];
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
    "OS/2": {
      typoAscender: number;
      typoDescender: number;
      typoLineGap: number;
      fsSelection: { useTypoMetrics: boolean };
    };
    hhea: { ascent: number; descent: number; lineGap: number };
    layout(text: string, features?: Record<string, boolean>): { advanceWidth: number };
  };
  export function create(buffer: Buffer): Font;
}
