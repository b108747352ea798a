import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { currentFact } from "../../../content/facts/fact-on.ts";
import { factRegistry } from "../../../content/facts/facts.ts";
import { formatCheckedOn, formatFact } from "../../../content/facts/format-fact.ts";
import { chapterInEnglishNote, guideEdition, guideTexts } from "../../../content/pdf-guide/guide-texts.ts";
import { findVisaPage } from "../../../content/visas/visa-pages.ts";
import type { Language } from "../../../core/languages.ts";
import { formatEuros, pdfGuide } from "../../../core/plans-catalogue.ts";
import { guideContentVersion } from "./guide-content-version.ts";
import { createPdfService, type GuidePdf, type PdfService, PdfUnavailableError } from "./pdf-service.ts";
import { lettersOnly, pdfFonts, pdfPageCount, pdfText, spaced } from "./pdf-test-kit.ts";
import { fillText } from "./print-html.ts";
import { shippedFontFamilies } from "./typst-fonts.ts";

// Real Typst and real Poppler: what a buyer's PDF reader gets.
const slow = { timeout: 180_000 };
/** Warnings the services log (characters our fonts lack, failures): none expected. */
const warnings: { msg: string }[] = [];
const logger = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
const siteUrl = "https://passerelle.example";

const directories: string[] = [];
function freshCacheDir(): string {
  const directory = mkdtempSync(join(tmpdir(), "passerelle-pdf-cache-test-"));
  directories.push(directory);
  return directory;
}
function service(cacheDir: string, compilerModule?: string): PdfService {
  return createPdfService({ cacheDir, logger, siteUrl, ...(compilerModule ? { compilerModule } : {}) });
}

const blueCard = currentFact("eu-blue-card.min-annual-salary");

// Every cache directory of the file, removed once all its tests are done.
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describe("the guides, printed", () => {
  const cacheDir = freshCacheDir();
  const pdfs = service(cacheDir);
  const guides: Partial<Record<`${"full" | "starter"}-${Language}`, { pdf: GuidePdf; text: string }>> = {};

  beforeAll(async () => {
    for (const [edition, language] of [
      ["full", "en"],
      ["full", "fr"],
      ["full", "ar"],
      ["starter", "en"],
    ] as const) {
      const pdf = await pdfs.guide(edition, language);
      guides[`${edition}-${language}`] = { pdf, text: pdfText(pdf.bytes) };
    }
  }, 300_000);
  afterAll(() => pdfs.close());

  it.each(["en", "fr"] as const)(
    "the full guide in %s has its chapters in that language and the EU Blue Card threshold as the registry writes it",
    (language) => {
      const { text } = guides[`full-${language}`]!;
      const texts = guideTexts[language];
      const other = guideTexts[language === "en" ? "fr" : "en"];
      for (const title of [
        texts.contents,
        texts.overview.title,
        fillText(texts.costs.title, { year: guideEdition }),
        fillText(texts.changes.title, { year: guideEdition }),
        texts.checklist.title,
        texts.visaChapters.title,
        findVisaPage("carte-bleue-ue")!.text[language].title,
        texts.sections.steps,
        texts.comparison.title,
      ]) {
        expect(spaced(text)).toContain(spaced(title));
      }
      expect(spaced(text)).not.toContain(spaced(other.visaChapters.title));
      // The figure and its checked-on date, exactly as format-fact.ts writes them on the site.
      expect(spaced(text)).toContain(spaced(formatFact(blueCard, language)));
      expect(spaced(text)).toContain(spaced(formatCheckedOn(blueCard.checkedOn, language)));
      // An estimate stays an estimate in print.
      const processing = formatFact(currentFact("processing.talent"), language);
      expect(processing).toMatch(language === "en" ? /our estimate/ : /notre estimation/);
      expect(spaced(text)).toContain(spaced(processing));
    },
  );

  it("the starter guide is much shorter, keeps the headline figures and points to the full guide", () => {
    const starter = guides["starter-en"]!;
    const full = guides["full-en"]!;
    expect(pdfPageCount(starter.pdf.bytes)).toBeLessThan(pdfPageCount(full.pdf.bytes) / 4);
    expect(starter.pdf.bytes.byteLength).toBeLessThan(full.pdf.bytes.byteLength);
    expect(spaced(starter.text)).toContain(spaced(formatFact(blueCard, "en")));
    expect(starter.text).toContain(`${siteUrl}/pdf-guide?lang=en`);
    expect(spaced(starter.text)).toContain(spaced(formatEuros(pdfGuide.priceCents, "en")));
    expect(starter.text).not.toContain(guideTexts.en.sections.mistakes);
    expect(starter.pdf.fileName).toBe("passerelle-starter-guide-en.pdf");
  });

  it("the Arabic guide reads back in Arabic, in logical order, its visa and city chapters translated", () => {
    const letters = lettersOnly(guides["full-ar"]!.text);
    const title = lettersOnly(guideTexts.ar.title.full);
    expect(letters).toContain(title);
    // Visual order (what a PDF without proper right-to-left text would give back) is not there.
    expect(letters).not.toContain([...title].reverse().join(""));
    expect(letters).toContain(lettersOnly(guideTexts.ar.visaChapters.title));
    // The visa and city chapters print their Arabic text (ADR 0086): no chapter carries the note
    // that it is in English, and the guide's words are Arabic (web addresses left out).
    for (const clause of chapterInEnglishNote.split(/[،.]/).filter((part) => part.trim().length > 8))
      expect(letters).not.toContain(lettersOnly(clause));
    const words = guides["full-ar"]!.text.replace(/https?:\/\/\S+/g, "");
    const arabic = words.match(/\p{Script=Arabic}/gu)?.length ?? 0;
    const latin = words.match(/\p{Script=Latin}/gu)?.length ?? 0;
    // 89 % on 2026-12-03, French names, acronyms and publishers included.
    expect(arabic / (arabic + latin)).toBeGreaterThan(0.85);
  });

  it("has no character our fonts cannot draw, in any language (nothing printed as a blank box)", () => {
    expect(warnings.filter((warning) => /blank boxes/.test(warning.msg))).toEqual([]);
  });

  it("embeds only the fonts we ship (Inter, and Amiri for Arabic), none from the system", () => {
    for (const [key, guide] of Object.entries(guides)) {
      const fonts = pdfFonts(guide.pdf.bytes);
      expect(fonts.length, key).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.embedded, `${key}: ${font.family}`).toBe(true);
        expect(shippedFontFamilies, `${key}: ${font.family}`).toContain(font.family);
      }
    }
    expect(new Set(pdfFonts(guides["full-ar"]!.pdf.bytes).map((font) => font.family))).toEqual(
      new Set(["Inter", "Amiri"]),
    );
    expect(new Set(pdfFonts(guides["full-en"]!.pdf.bytes).map((font) => font.family))).toEqual(new Set(["Inter"]));
  });

  it("serves the cached file on the next call, and after a restart, without printing again", async () => {
    const before = pdfs.stats();
    const first = guides["full-en"]!.pdf;
    const path = join(cacheDir, first.contentVersion, "full-en.pdf");
    const written = statSync(path).mtimeMs;

    const again = await pdfs.guide("full", "en");
    expect(again.etag).toBe(first.etag);
    expect(pdfs.stats()).toEqual(before);

    const restarted = service(cacheDir);
    const afterRestart = await restarted.guide("full", "fr");
    expect(afterRestart.etag).toBe(guides["full-fr"]!.pdf.etag);
    expect(restarted.stats()).toEqual({ printerLaunches: 0, guidesGenerated: 0 });
    expect(statSync(path).mtimeMs).toBe(written);
    // Written under a temporary name then renamed: nothing half-written is left behind.
    expect(readdirSync(join(cacheDir, first.contentVersion)).sort()).toEqual([
      "full-ar.pdf",
      "full-en.pdf",
      "full-fr.pdf",
      // The full guides' page previews, made by the same prints (ADR 0075).
      "previews-1",
      "starter-en.pdf",
    ]);
    expect(
      readdirSync(join(cacheDir, first.contentVersion, "previews-1")).filter((name) => !name.endsWith(".svg")),
    ).toEqual([]);
  });
});

describe("the content version", () => {
  const version = () => guideContentVersion({ siteUrl, printOptions: {} });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("stays the same for the same content, and changes with a figure of the registry", () => {
    const before = version();
    expect(version()).toBe(before);
    const fact = factRegistry["talent.qualified-employee.min-annual-salary"] as { value: unknown };
    const value = fact.value;
    try {
      fact.value = 40_000;
      expect(version()).not.toBe(before);
    } finally {
      fact.value = value;
    }
    expect(version()).toBe(before);
    expect(guideContentVersion({ siteUrl: "https://other.example", printOptions: {} })).not.toBe(before);
  });

  it("changes on the day a revaluation takes effect (the SMIC on 1 June 2026)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-31T21:59:00Z"));
    const may = version();
    vi.setSystemTime(new Date("2026-05-31T22:00:00Z"));
    expect(version()).not.toBe(may);
  });
});

describe("generation on demand", () => {
  it("concurrent callers share one generation and one printing process", slow, async () => {
    const pdfs = service(freshCacheDir());
    try {
      const results = await Promise.all([
        pdfs.guide("starter", "fr"),
        pdfs.guide("starter", "fr"),
        pdfs.guide("starter", "fr"),
      ]);
      expect(new Set(results.map((result) => result.etag)).size).toBe(1);
      expect(pdfs.stats()).toEqual({ printerLaunches: 1, guidesGenerated: 1 });
      expect(pdfText(results[0]!.bytes)).toContain(guideTexts.fr.fullGuide.buy);
    } finally {
      await pdfs.close();
    }
  });

  it(
    "a starter guide, public and downloaded again and again, is served from memory once made (ADR 0049)",
    slow,
    async () => {
      const cacheDir = freshCacheDir();
      const pdfs = service(cacheDir);
      try {
        const first = await pdfs.guide("starter", "en");
        // Even with its file gone, the next downloads are the same bytes, neither read nor printed again.
        rmSync(join(cacheDir, first.contentVersion), { recursive: true, force: true });
        const again = await pdfs.guide("starter", "en");
        expect(again.etag).toBe(first.etag);
        expect(again.bytes).toBe(first.bytes);
        expect(pdfs.stats()).toEqual({ printerLaunches: 1, guidesGenerated: 1 });
      } finally {
        await pdfs.close();
      }
    },
  );

  it("where Typst cannot run, a guide is refused with PdfUnavailableError and nothing is cached", async () => {
    const cacheDir = freshCacheDir();
    const pdfs = service(cacheDir, "/nonexistent/typst-ts-node-compiler/index.js");
    expect(await pdfs.canDeliver("starter", "en")).toBe(false);
    await expect(pdfs.guide("starter", "en")).rejects.toBeInstanceOf(PdfUnavailableError);
    await expect(pdfs.invoice('<html lang="en" dir="ltr"><body><p>invoice</p></body></html>')).rejects.toBeInstanceOf(
      PdfUnavailableError,
    );
    expect(readdirSync(cacheDir)).toEqual([]);
    await pdfs.close();
  });
});
