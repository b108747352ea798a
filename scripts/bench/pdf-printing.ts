import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { Language } from "../../core/languages.ts";
import { vatIncluded, vatRatePercent } from "../../core/plans-catalogue.ts";
import { loadConfig } from "../../server/config.ts";
import { legalNoticeOf } from "../../server/modules/contact/legal-notice.ts";
import { invoiceHtml } from "../../server/modules/guide-pdf/invoice-document.ts";
import { createPdfService } from "../../server/modules/guide-pdf/pdf-service.ts";
import type { Report } from "./report.ts";

export type PdfPrint = {
  document: string;
  ms: number;
  kib: number;
  /** CPU time of the printing processes (they are this process's children). */
  printingCpuMs: number;
  /** Peak resident memory of the printing processes, sampled every 20 ms. */
  printingPeakMib: number;
  /** CPU time of this process meanwhile (the service's own work: the previews cut from the SVG). */
  serviceCpuMs: number;
};

const page = 4096;

/**
 * Resident memory of this process's descendants but those under `apart` (the bench's own server,
 * a child too): the printing processes.
 */
function childrenResidentBytes(apart: number | undefined): number {
  const parentOf = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parentOf.set(Number(name), Number(fields[1]));
      rss.set(Number(name), Number(fields[21]) * page);
    } catch {
      // The process ended while we read.
    }
  }
  const isDescendant = (pid: number): boolean => {
    if (pid === apart) return false;
    const parent = parentOf.get(pid);
    return parent === process.pid || (parent !== undefined && parent > 1 && isDescendant(parent));
  };
  let children = 0;
  for (const [pid, bytes] of rss) if (isDescendant(pid)) children += bytes;
  return children;
}

/** CPU time (ms) of the ended children this process waited for: the printing processes. */
function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // cutime and cstime, in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * How long our PDFs take to print and the memory printing needs (ADRs 0069, 0076), with the
 * production PDF service in this process: five invoices one after the other (each starts a
 * printing process, as a lone download does), then every guide from an empty cache. A
 * measurement, not a test: the figures depend on the machine's load.
 */
export async function measurePdfPrinting(apart?: number): Promise<PdfPrint[]> {
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, childrenResidentBytes(apart));
  }, 20);
  const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-bench-pdfs-"));
  const pdfs = createPdfService({ cacheDir, logger: pino({ level: "silent" }), siteUrl: "https://passerelle.example" });
  const prints: PdfPrint[] = [];
  const measure = async (document: string, print: () => Promise<Uint8Array>) => {
    peak = 0;
    const cpuBefore = childrenCpuMs();
    const ownBefore = process.cpuUsage();
    const started = performance.now();
    const bytes = await print();
    const ms = performance.now() - started;
    const own = process.cpuUsage(ownBefore);
    // The printing process exits once the queue is empty: wait for it, so its CPU time is counted.
    await new Promise((resolve) => setTimeout(resolve, 300));
    prints.push({
      document,
      ms,
      kib: bytes.byteLength / 1024,
      printingCpuMs: childrenCpuMs() - cpuBefore,
      printingPeakMib: peak / 1048576,
      serviceCpuMs: (own.user + own.system) / 1000,
    });
  };
  try {
    const totalCents = 35_000;
    const seller = legalNoticeOf(loadConfig({ NODE_ENV: "test" }));
    for (const [index, language] of (["ar", "fr", "en", "ar", "fr"] as Language[]).entries()) {
      const markup = invoiceHtml({
        number: `F-2026-00${40 + index}`,
        issuedAt: "2026-11-20T10:00:00.000Z",
        language,
        customerName: language === "ar" ? "أميرة حداد" : "Amira Haddad",
        customerEmail: "amira@example.org",
        lines: [{ description: "Essential relocation", quantity: 1, unitCents: totalCents, totalCents }],
        totalCents,
        ...vatIncluded(totalCents),
        vatRatePercent,
        status: "paid",
        paidAt: "2026-11-21T09:30:00.000Z",
        seller,
      });
      await measure(`invoice ${index + 1} (${language})`, () => pdfs.invoice(markup));
    }
    for (const edition of ["starter", "full"] as const) {
      for (const language of ["en", "fr", "ar"] as const) {
        await measure(`${edition} guide (${language})`, async () => (await pdfs.guide(edition, language)).bytes);
      }
    }
  } finally {
    clearInterval(sampler);
    await pdfs.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
  return prints;
}

export function reportPdfPrinting(report: Report, prints: PdfPrint[]): void {
  report.heading("PDF printing");
  report.table(
    ["document", "ms", "KiB", "printing CPU ms", "printing peak MiB", "service CPU ms"],
    prints.map((print) => [
      print.document,
      print.ms.toFixed(0),
      print.kib.toFixed(0),
      print.printingCpuMs,
      print.printingPeakMib.toFixed(0),
      print.serviceCpuMs.toFixed(0),
    ]),
    "lrrrrr",
  );
  report.paragraph(
    "Printed by the production PDF service in the bench's own process, from an empty cache: each invoice starts a Typst printing process (ADR 0069), as a lone download does; the full guides include their page previews (ADR 0075). ms from the call to the PDF's bytes; the printing processes' CPU time and peak resident memory, sampled every 20 ms; the service's own CPU time in this process. Goal: an invoice in well under a second.",
  );
}
