import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { legalNoticeOf } from "./modules/contact/legal-notice.ts";
import { invoiceHtml } from "./modules/guide-pdf/invoice-document.ts";
import { createPdfService } from "./modules/guide-pdf/pdf-service.ts";
import { pdfText } from "./modules/guide-pdf/pdf-test-kit.ts";

/**
 * The server runs without a browser (ADR 0069): PDFs are printed by Typst, and Chromium is only
 * the browser tests' (Playwright, a devDependency). These tests fail if a browser driver comes
 * back into what the server runs, or if printing a PDF starts anything that looks like a browser.
 */
const root = join(import.meta.dirname, "..");
const drivers = [
  "playwright",
  "playwright-core",
  "puppeteer",
  "puppeteer-core",
  "chrome-launcher",
  "@sparticuz/chromium",
];
const driverImport =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bresolve\s*\(\s*)["'`](playwright(?:-core)?|@playwright\/[\w-]+|puppeteer(?:-core)?|chrome-launcher|@sparticuz\/chromium)(?:\/[^"'`]*)?["'`]/;

/** Every file under `directory` whose name passes `keep`. */
function filesUnder(directory: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOfDrivers(files: string[]): string[] {
  return files.filter((file) => driverImport.test(readFileSync(file, "utf8"))).map((file) => relative(root, file));
}

describe("the server without a browser", () => {
  it("no source of the server build (server, app, core, content) imports a browser driver", () => {
    const sources = ["server", "app", "core", "content"].flatMap((folder) =>
      filesUnder(join(root, folder), (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(importsOfDrivers(sources)).toEqual([]);
  });

  it("no browser driver is a production dependency (Playwright stays a devDependency for the browser tests)", () => {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).filter((name) => drivers.includes(name))).toEqual([]);
  });

  const bundle = join(root, "build", "server");
  it.skipIf(!existsSync(bundle))(
    "the built server (build/server, after npm run build) imports no browser driver",
    () => {
      const built = filesUnder(bundle, (name) => /\.(js|mjs|cjs)$/.test(name));
      expect(built.length).toBeGreaterThan(0);
      expect(importsOfDrivers(built)).toEqual([]);
    },
  );

  describe("printing starts no browser, wherever CHROMIUM_PATH or PATH point", () => {
    const directory = mkdtempSync(join(tmpdir(), "passerelle-no-browser-"));
    const marker = join(directory, "a-browser-was-started");
    const saved = { PATH: process.env.PATH, CHROMIUM_PATH: process.env.CHROMIUM_PATH };
    // Stand-ins under every usual browser name, first on PATH and in CHROMIUM_PATH: each leaves a
    // mark and fails if anything runs it.
    for (const name of ["chromium", "chromium-browser", "chrome", "google-chrome", "headless_shell"]) {
      const path = join(directory, name);
      writeFileSync(path, `#!/bin/sh\necho "$0 $*" >> "${marker}"\nexit 1\n`);
      chmodSync(path, 0o755);
    }
    process.env.PATH = `${directory}:${process.env.PATH}`;
    process.env.CHROMIUM_PATH = join(directory, "chromium");
    const pdfs = createPdfService({
      cacheDir: join(directory, "cache"),
      logger: pino({ level: "silent" }),
      siteUrl: "http://localhost:3000",
    });
    afterAll(async () => {
      await pdfs.close();
      process.env.PATH = saved.PATH;
      if (saved.CHROMIUM_PATH === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved.CHROMIUM_PATH;
      rmSync(directory, { recursive: true, force: true });
    });

    it("an invoice and the starter guides in en, fr and ar print, and no browser stand-in ran", {
      timeout: 120_000,
    }, async () => {
      const invoice = await pdfs.invoice(
        invoiceHtml({
          number: "F-2026-0001",
          issuedAt: "2026-11-20T10:00:00.000Z",
          language: "en",
          customerName: "Amira Haddad",
          customerEmail: "amira@example.org",
          lines: [{ description: "Essential relocation", quantity: 1, unitCents: 35_000, totalCents: 35_000 }],
          totalCents: 35_000,
          netCents: 29_167,
          vatCents: 5_833,
          vatRatePercent: 20,
          status: "open",
          paidAt: null,
          seller: legalNoticeOf(loadConfig({ NODE_ENV: "test" })),
        }),
      );
      expect(pdfText(invoice)).toContain("F-2026-0001");
      for (const language of ["en", "fr", "ar"] as const) {
        const guide = await pdfs.guide("starter", language);
        expect(Buffer.from(guide.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      }
      expect(pdfs.stats().printerLaunches).toBeGreaterThan(0);
      expect(existsSync(marker) ? readFileSync(marker, "utf8") : "").toBe("");
    });
  });
});
