import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { pdfFonts, pdfText } from "./pdf-test-kit.ts";
import { PdfUnavailableError } from "./pdf-unavailable-error.ts";
import { typstFontPaths } from "./typst-fonts.ts";
import { createTypstPrinter, type PdfPrinter } from "./typst-printer.ts";

const logger = pino({ level: "silent" });
const printers: PdfPrinter[] = [];
function printer(options: Partial<Parameters<typeof createTypstPrinter>[0]> = {}): PdfPrinter {
  const created = createTypstPrinter({ logger, ...options });
  printers.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(printers.splice(0).map((created) => created.close()));
});

const document = (language: "en" | "ar", text: string) => ({
  markup: `<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><title>Test</title></head><body><h1>${text}</h1><p>${text}</p></body></html>`,
  footer: "Passerelle",
});

describe("the Typst printer (ADR 0069)", () => {
  it("prints in a process of its own, reused while jobs queue and gone once the queue is empty", {
    timeout: 60_000,
  }, async () => {
    const typst = printer();
    const [first, second] = await Promise.all([
      typst.print(document("en", "First")),
      typst.print(document("en", "Second")),
    ]);
    expect(pdfText(first.bytes)).toContain("First");
    expect(pdfText(second.bytes)).toContain("Second");
    expect(typst.launches()).toBe(1);
    await typst.print(document("en", "Third"));
    expect(typst.launches()).toBe(2);
  });

  it("keeps nothing of a printed document once its caller lets it go", { timeout: 60_000 }, async () => {
    // The last full guide (~100 MB with its SVG) stayed in memory for the process's life while the
    // queue's promise held it (ADR 0076).
    setFlagsFromString("--expose-gc");
    const collect = runInNewContext("gc") as () => void;
    const typst = printer();
    let printed: Awaited<ReturnType<PdfPrinter["print"]>> | undefined = await typst.print(document("en", "Gone"));
    const held = new WeakRef(printed.bytes);
    expect(pdfText(printed.bytes)).toContain("Gone");
    printed = undefined;
    for (let i = 0; i < 5 && held.deref(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      collect();
    }
    expect(held.deref()).toBeUndefined();
  });

  it("starts a fresh process after its quota of jobs, so a long queue does not grow one process", {
    timeout: 60_000,
  }, async () => {
    const typst = printer({ maxJobsPerProcess: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => typst.print(document("en", `Job ${n}`))));
    expect(typst.launches()).toBe(3);
  });

  it("refuses a document whose font is missing instead of taking one from the system", {
    timeout: 60_000,
  }, async () => {
    // Inter alone: Arabic text would need Amiri, and Debian's DejaVu Sans must not stand in.
    const interOnly = typstFontPaths().filter((path) => path.includes("Inter_"));
    const typst = printer({ fontPaths: interOnly });
    const refused = await typst.print(document("ar", "فاتورة")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PdfUnavailableError);
    expect(String((refused as PdfUnavailableError).cause)).toMatch(/unknown font family: amiri/i);
    // With every shipped font, the same document prints: Arabic in Amiri, the footer in Inter.
    const printed = await printer().print(document("ar", "فاتورة"));
    expect(new Set(pdfFonts(printed.bytes).map((font) => font.family))).toEqual(new Set(["Amiri", "Inter"]));
  });

  it("says in the log when a document has characters none of our fonts draws (they print blank)", {
    timeout: 60_000,
  }, async () => {
    const warnings: unknown[] = [];
    const listening = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const typst = printer({ logger: listening });
    await typst.print(document("ar", "Zoë Ελένη Иван أميرة «1 000 €» – ✓"));
    expect(warnings).toEqual([]);
    await typst.print(document("en", "王小明 שרה"));
    expect(warnings).toEqual([
      expect.objectContaining({ title: "Test", missing: "王 小 明 ש ר ה", msg: expect.stringMatching(/blank boxes/) }),
    ]);
  });

  it("answers PdfUnavailableError, not a crash, when the compiler cannot be loaded", async () => {
    const typst = printer({ compilerModule: "/nonexistent/typst-ts-node-compiler/index.js" });
    await expect(typst.print(document("en", "x"))).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});
