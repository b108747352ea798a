// `npm run i18n:report` (ADR 0086): every public page of the sitemap opened in Arabic (?lang=ar)
// in Chromium against the production build, with the share of its text in Arabic letters (French
// terms marked lang="fr" left out; English shown as a marked fallback counts against it), the
// unmarked Latin phrases and any translation key left on the page. Informational by default;
// `-- --min 95` exits 1 when a page is below 95 %. Needs `npm run build` and Chromium.
import { chromium } from "@playwright/test";
import { chromiumArgs, e2eChromiumPath } from "../tests/support/e2e-browser.ts";
import { startBenchServer } from "./bench/server.ts";
import { arabicShare, auditPageLanguage, type PageLanguageAudit } from "./i18n/page-language-audit.ts";

const minFlag = process.argv.indexOf("--min");
const minimum = minFlag >= 0 ? Number(process.argv[minFlag + 1]) : null;
if (minimum !== null && !(minimum >= 0 && minimum <= 100)) {
  console.error("i18n:report: --min takes a percentage, 0 to 100");
  process.exit(2);
}

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: e2eChromiumPath, args: chromiumArgs });
try {
  const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!.replaceAll("&amp;", "&")))
    .filter((url) => url.searchParams.get("lang") === "ar")
    .map((url) => `${url.pathname}${url.search}`);
  const context = await browser.newContext({ locale: "ar", viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const rows: { path: string; share: number; audit: PageLanguageAudit }[] = [];
  for (const path of paths) {
    const response = await page.goto(`${server.base}${path}`);
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    const audit = await page.evaluate(auditPageLanguage);
    rows.push({ path, share: arabicShare(audit), audit });
  }
  rows.sort((a, b) => a.share - b.share || a.path.localeCompare(b.path));
  console.log("Arabic letters  English  Latin  unmarked  keys  page");
  for (const { path, share, audit } of rows) {
    console.log(
      `${share.toFixed(1).padStart(13)} %  ${String(audit.english).padStart(7)}  ${String(audit.latin).padStart(5)}  ${String(audit.unmarked.length).padStart(8)}  ${String(audit.keys.length).padStart(4)}  ${path}`,
    );
  }
  const passing = rows.filter((row) => row.share >= 95).length;
  console.log(`\n${passing} of ${rows.length} pages at 95 % Arabic or more.`);
  const unmarked = rows.flatMap((row) => row.audit.unmarked.map((phrase) => `${row.path}: ${phrase}`));
  if (unmarked.length > 0)
    console.log(`\nUnmarked Latin phrases (first 40 of ${unmarked.length}):\n${unmarked.slice(0, 40).join("\n")}`);
  const keys = rows.flatMap((row) => row.audit.keys.map((key) => `${row.path}: ${key}`));
  if (keys.length > 0) console.log(`\nUntranslated keys:\n${keys.join("\n")}`);
  if (minimum !== null && rows.some((row) => row.share < minimum)) process.exitCode = 1;
} finally {
  await browser.close();
  server.stop();
}
