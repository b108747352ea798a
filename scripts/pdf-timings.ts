// How long our PDFs take and how much memory printing them needs (ADR 0069): five invoices one
// after the other (each starts a printing process, as a lone download does), then every guide from
// an empty cache, with the peak resident memory of the printing processes (this process's
// descendants) and of this process. `npx node scripts/pdf-timings.ts [output-prefix]` writes the
// PDFs too when given a prefix. A measurement, not a test: figures depend on the machine's load.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { Language } from "../core/languages.ts";
import { vatIncluded, vatRatePercent } from "../core/plans-catalogue.ts";
import { loadConfig } from "../server/config.ts";
import { legalNoticeOf } from "../server/modules/contact/legal-notice.ts";
import { invoiceHtml } from "../server/modules/guide-pdf/invoice-document.ts";
import { createPdfService } from "../server/modules/guide-pdf/pdf-service.ts";

const page = 4096;
/** Resident memory of this process and, apart, of all its descendants (the printing processes). */
function residentMemory(): { own: number; children: number } {
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
    const parent = parentOf.get(pid);
    return parent === process.pid || (parent !== undefined && parent > 1 && isDescendant(parent));
  };
  let children = 0;
  for (const [pid, bytes] of rss) if (isDescendant(pid)) children += bytes;
  return { own: rss.get(process.pid) ?? 0, children };
}

let peak = { own: 0, children: 0 };
const sampler = setInterval(() => {
  const now = residentMemory();
  peak = { own: Math.max(peak.own, now.own), children: Math.max(peak.children, now.children) };
}, 20);
const mib = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MiB`;

const prefix = process.argv[2];
const cacheDir = mkdtempSync(join(tmpdir(), "passerelle-pdf-timings-"));
const pdfs = createPdfService({ cacheDir, logger: pino({ level: "silent" }), siteUrl: "https://passerelle.example" });
const totalCents = 35_000;
const seller = legalNoticeOf(loadConfig({ NODE_ENV: "test" }));

/** CPU time (ms) of the ended children this process waited for: the printing processes. */
function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // cutime and cstime, in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

async function measure(label: string, print: () => Promise<Uint8Array>, file?: string): Promise<void> {
  peak = { own: 0, children: 0 };
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const bytes = await print();
  const ms = Math.round(performance.now() - started);
  // The printing process exits once the queue is empty: wait for it, so its CPU time is counted.
  await new Promise((resolve) => setTimeout(resolve, 300));
  console.log(
    `${label}: ${ms} ms, ${(bytes.byteLength / 1024).toFixed(0)} KiB, printing process CPU ${childrenCpuMs() - cpuBefore} ms, peak RSS printing ${mib(peak.children)}, this process ${mib(peak.own)}`,
  );
  if (prefix && file) writeFileSync(`${prefix}-${file}.pdf`, bytes);
}

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
  await measure(
    `invoice ${index + 1} (${language})`,
    () => pdfs.invoice(markup),
    index === 0 ? "invoice-ar" : undefined,
  );
}
for (const edition of ["starter", "full"] as const) {
  for (const language of ["en", "fr", "ar"] as const) {
    await measure(
      `guide ${edition}-${language}`,
      async () => (await pdfs.guide(edition, language)).bytes,
      `${edition}-${language}`,
    );
  }
}
clearInterval(sampler);
await pdfs.close();
rmSync(cacheDir, { recursive: true, force: true });
