import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { supportedLanguages } from "../../../core/languages.ts";
import { createPdfService } from "./pdf-service.ts";
import { pdfPageFill } from "./pdf-test-kit.ts";

/**
 * The free guide is our shop window: a page of it nearly blank looks unfinished. It once had a
 * page break before every chapter, and of its 8 pages five stopped before a third of the page.
 * Every page but the last must reach at least half way down (the cover, centred, reaches ~0.6).
 */
const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-starter-fill-"));
const pdfs = createPdfService({ cacheDir, logger: pino({ level: "silent" }), siteUrl: "https://passerelle.example" });
afterAll(async () => {
  await pdfs.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe("the starter guide's pages", () => {
  it.each(supportedLanguages)(
    "in %s, none but the last is nearly empty",
    async (language) => {
      const fill = pdfPageFill((await pdfs.guide("starter", language)).bytes);
      const sparse = fill
        .slice(0, -1)
        .map((reached, index) => ({ page: index + 1, reached: Math.round(reached * 100) / 100 }))
        .filter(({ reached }) => reached < 0.5);
      expect(sparse).toEqual([]);
      // A guide of a few full pages, not a cover and one long page either.
      expect(fill.length).toBeGreaterThanOrEqual(4);
    },
    120_000,
  );
});
