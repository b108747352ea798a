import type { APIRequestContext } from "@playwright/test";
import { currentFact } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import { guidePages } from "../../content/guides/guide-pages.ts";
import { visaSlugAliases } from "../../content/visas/visa-catalogue.ts";
import { visaPages } from "../../content/visas/visa-pages.ts";
import { catalogs, escapeHtml, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

// The knowledge base as a visitor and a search engine see it: every page server-rendered in
// English and French, every figure from the registry, sources shown, and axe-clean pages.

const languages = ["en", "fr"] as const;

async function html(request: APIRequestContext, path: string, language: "en" | "fr") {
  const response = await request.get(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
  return { status: response.status(), body: await response.text() };
}

/**
 * Text of <main> with every registry-backed element removed: what must hold no digit. A figure's
 * change note in the sources ("since 1 June 2026; €1,443 per month before", data-fact-change, ADR
 * 0057) is the registry's own history; React separates its text parts with empty comments, so
 * comments go first.
 */
function mainTextWithoutFigures(body: string): string {
  const main = body.slice(body.indexOf("<main"), body.indexOf("</main>"));
  return main
    .replace(/<!--.*?-->/gs, "")
    .replace(/<(a|span)\b[^>]*\bdata-(?:fact|fact-change|ordinal)\b[^>]*>[^<]*<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
}

/** Unicode-aware comparison: Intl puts narrow no-break spaces in French numbers. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]|&nbsp;/g, " ");

for (const language of languages) {
  test.describe(`knowledge base pages [${language}]`, () => {
    test("all 29 visa pages are server-rendered, with only registry figures", async ({ request }) => {
      expect(visaPages).toHaveLength(29);
      for (const page of visaPages) {
        const { status, body } = await html(request, `/visa/${page.slug}`, language);
        expect(status, page.slug).toBe(200);
        expect(body, page.slug).toContain(`lang="${language}"`);
        expect(plain(body), page.slug).toContain(plain(escapeHtml(page.text[language].title)));
        expect(mainTextWithoutFigures(body), `${page.slug}: a digit outside a registry figure`).not.toMatch(/\d/);
        expect(body).not.toMatch(/malaysia|malaisie/i);
      }
    });

    test("the nine guides and static pages are server-rendered, with only registry figures", async ({ request }) => {
      expect(guidePages).toHaveLength(9);
      for (const guide of guidePages) {
        const { status, body } = await html(request, `/${guide.slug}`, language);
        expect(status, guide.slug).toBe(200);
        expect(plain(body), guide.slug).toContain(plain(escapeHtml(guide.text[language].title)));
        expect(plain(body), guide.slug).toContain(plain(escapeHtml(guide.text[language].sections[0]!.heading)));
        expect(mainTextWithoutFigures(body), `${guide.slug}: a digit outside a registry figure`).not.toMatch(/\d/);
        expect(body).not.toMatch(/malaysia|malaisie/i);
      }
    });

    test("the EU Blue Card page shows the current threshold with its source and checked-on date", async ({
      request,
    }) => {
      const { body } = await html(request, "/visa/carte-bleue-ue", language);
      const threshold = plain(formatFact(currentFact("eu-blue-card.min-annual-salary"), language));
      expect(plain(body)).toContain(threshold);
      expect(plain(body)).not.toMatch(/53[ ,.\u202f]?836/);
      expect(body).toContain(catalogs[language].content.sourcesTitle);
      expect(body).toContain(currentFact("eu-blue-card.min-annual-salary").source.url);
      expect(body).toContain(catalogs[language].content.checkedOn);
    });

    test("premium sections are locked for visitors and their text never reaches the page", async ({ request }) => {
      const page = visaPages.find((p) => p.slug === "carte-bleue-ue")!;
      const { body } = await html(request, "/visa/carte-bleue-ue", language);
      expect(body).toContain(escapeHtml(catalogs[language].visaPage.premiumTitle));
      for (const mistake of page.text[language].mistakes) {
        expect(plain(body)).not.toContain(plain(escapeHtml(mistake.replace(/\{[^}]+\}/g, "")).slice(0, 40)));
      }
    });
  });
}

test("the three old visa addresses redirect permanently to their canonical page", async ({ request }) => {
  for (const [alias, canonical] of Object.entries(visaSlugAliases)) {
    const response = await request.get(`/visa/${alias}`, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(301);
    expect(response.headers().location, alias).toBe(`/visa/${canonical}`);
  }
});

test("sitemap.xml lists every public page with language alternates, and robots.txt keeps private areas out", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of visaPages.filter((p) => p.slug !== "eu-blue-card")) {
    expect(sitemap).toContain(`/visa/${page.slug}?lang=fr`);
  }
  for (const guide of guidePages) expect(sitemap).toContain(`/${guide.slug}?lang=en`);
  expect(sitemap).toContain('hreflang="x-default"');
  expect(sitemap).not.toMatch(/malaysia|malaisie|\/admin|\/dashboard/i);
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/dashboard", "/api/"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("pages describe themselves to search engines: canonical, hreflang and structured data", async ({ request }) => {
  const visa = (await html(request, "/visa/etudiant", "fr")).body;
  expect(visa).toMatch(/<link rel="canonical" href="[^"]+\/visa\/etudiant\?lang=fr"/);
  for (const hreflang of ["en", "fr", "ar", "x-default"]) expect(visa).toContain(`hrefLang="${hreflang}"`);
  expect(visa).toContain('"@type":"BreadcrumbList"');
  expect(visa).toContain('"@type":"Organization"');
  expect(visa).toContain('"@type":"WebSite"');
  const twin = (await html(request, "/visa/eu-blue-card", "en")).body;
  expect(twin).toMatch(/<link rel="canonical" href="[^"]+\/visa\/carte-bleue-ue\?lang=en"/);
  expect((await html(request, "/help", "en")).body).toContain('"@type":"FAQPage"');
  expect((await html(request, "/paris-guide", "en")).body).toContain('"@type":"Article"');
});

for (const language of languages) {
  const t = catalogs[language];

  test.describe(`knowledge base in the browser [${language}]`, () => {
    useLanguage(language);

    test("the visa overview filters by purpose and by text, and every card opens its page", async ({ page }) => {
      await visit(page, "/visa");
      await expectNoAxeViolations(page, "/visa");
      const cards = page.getByRole("main").locator("section ul > li");
      const all = await cards.count();
      expect(all).toBe(28);

      const purpose = (name: string) => page.locator("fieldset label").filter({ hasText: new RegExp(`^${name}$`) });
      await purpose(t.purpose.study).click();
      await expect(page).toHaveURL(/purpose=study/);
      await expect(page.getByRole("main").locator('a[href="/visa/etudiant"]')).toBeVisible();
      await expect(page.getByRole("main").locator('a[href="/visa/salarie"]')).toHaveCount(0);

      await purpose(t.visaOverview.all).click();
      await page.getByRole("searchbox", { name: t.visaOverview.searchLabel }).fill("au pair");
      await expect(page.getByRole("main").locator('a[href="/visa/au-pair"]')).toBeVisible();
      await expect(cards).toHaveCount(1);
      await page.getByRole("main").locator('a[href="/visa/au-pair"]').click();
      await expect(page).toHaveURL("/visa/au-pair");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("a visa page, a guide and the help center are accessible", async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of ["/visa/passeport-talent", "/paris-guide", "/help", "/stress-relief"]) {
        await visit(page, path);
        await expectNoAxeViolations(page, path);
      }
    });

    test("the help center's questions open and close from the keyboard", async ({ page }) => {
      await visit(page, "/help");
      const first = page.locator("details").first();
      await first.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("open", "");
      await expectNoAxeViolations(page, "/help with an open answer");
    });
  });
}
