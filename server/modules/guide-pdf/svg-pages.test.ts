import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageStartingWith, previewPageIndexes } from "./guide-previews.ts";
import { splitTypstSvg, standalonePageSvg } from "./svg-pages.ts";
import { createTypstPrinter } from "./typst-printer.ts";

// A real Typst SVG, printed by the printer the guides use: three pages, the second in Arabic.
const printer = createTypstPrinter({ logger: pino({ level: "silent" }) });
afterAll(() => printer.close());
let svg = "";
beforeAll(async () => {
  const markup = `<html lang="en" dir="ltr"><head><title>Test</title></head><body>
<section class="cover"><p class="brand">Passerelle</p><h1>Cover &amp; title</h1></section>
<section class="chapter" id="contents" lang="ar" dir="rtl"><h1>كيف تقرأ هذا الدليل</h1><p>المحتويات</p></section>
<section class="chapter" id="last"><h1>Checklist and lead times</h1><p>See <a href="https://example.org">the source</a>.</p></section>
</body></html>`;
  const printed = await printer.print({ markup, footer: "Passerelle", svg: true });
  svg = printed.svg ?? "";
}, 60_000);

describe("one page of a Typst SVG as an image of its own (ADR 0075)", () => {
  it("finds every page, its size and the text of its selection layer", () => {
    const split = splitTypstSvg(svg);
    expect(split.pages.map(({ width, height }) => [width, height])).toEqual([
      [596, 842],
      [596, 842],
      [596, 842],
    ]);
    expect(split.pages[0]!.text).toMatch(/^Passerelle Cover & title/);
    expect(split.pages[2]!.text).toMatch(/^Checklist and lead times See the source/);
    // Arabic words come in the order they are drawn: compared as words, not as a string.
    expect(split.pages[1]!.text).not.toContain("كيف تقرأ هذا الدليل");
    expect(split.pages[1]!.text.split(" ")).toEqual(expect.arrayContaining(["كيف", "تقرأ", "هذا", "الدليل"]));
    expect(split.definitions.size).toBeGreaterThan(10);
  });

  it("makes a standalone SVG: at the origin, one page's viewBox, only the glyphs it draws, nothing active", () => {
    const split = splitTypstSvg(svg);
    const pages = split.pages.map((_, index) => standalonePageSvg(split, index));
    for (const page of pages) {
      expect(page).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 596 842" width="596" height="842"/,
      );
      expect(page).toMatch(/<\/svg>$/);
      expect(page).not.toMatch(/foreignObject|h5:div|<script|onclick|<a[\s>]|<style|data-tid/);
      expect(page).toMatch(/<g class="typst-page" data-page-width/);
      // Every glyph it uses is defined in it, and nothing else is.
      const used = new Set([...page.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]));
      const defined = new Set([...page.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1]));
      expect(used.size).toBeGreaterThan(3);
      expect(defined).toEqual(used);
    }
    // Each page carries its own glyphs only: the Arabic one Amiri's, which the others never draw.
    const glyphs = (page: string) => new Set([...page.matchAll(/<path id="([^"]+)"/g)].map((match) => match[1]));
    const elsewhere = new Set([...glyphs(pages[0]!), ...glyphs(pages[2]!)]);
    expect([...glyphs(pages[1]!)].filter((id) => !elsewhere.has(id)).length).toBeGreaterThan(5);
    for (const page of pages) expect(glyphs(page).size).toBeLessThan(split.definitions.size);
    expect(pages[2]!.length).toBeLessThan(svg.length / 2);
  });

  it("finds a page by its title, Arabic included", () => {
    const split = splitTypstSvg(svg);
    expect(pageStartingWith(split, "كيف تقرأ هذا الدليل", 0)).toBe(1);
    // The guide's own titles: "Checklist and lead times" is the English checklist's.
    expect(pageStartingWith(split, "Checklist and lead times", 0)).toBe(2);
    // A title inside a page's text is not its start.
    expect(pageStartingWith(split, "the source", 0)).toBe(-1);
    expect(() => previewPageIndexes(split, "fr")).toThrow(/no page starts with "Sommaire"/);
  });

  it("refuses what is not a Typst SVG, or a page group cut short", () => {
    expect(() => splitTypstSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow(/no page groups/);
    const cut = svg.replace(/<\/g><\/g><\/g>(?=<g class="typst-page")/, "</g></g>");
    expect(() => splitTypstSvg(cut)).toThrow(/does not close/);
    expect(() => standalonePageSvg(splitTypstSvg(svg), 3)).toThrow(/No page 4/);
  });
});
