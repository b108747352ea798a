import { findGuide } from "../../content/guides/guide-pages.ts";
import { findVisaPage } from "../../content/visas/visa-pages.ts";
import { waitForHydration } from "./hydration.ts";
import {
  catalogs,
  clickSettled,
  documentMark,
  expect,
  expectNoAxeViolations,
  markDocument,
  scriptsRequested,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// ADR 0091: a visa page's sections and a guide's body, and both pages' sources lists, are kept as
// the server's HTML in the browser (ADR 0053): their code is not part of the first load and their
// text is sent once, yet their links work, a client navigation renders them, and a change of
// language shows them translated.

const keptModules = /\/assets\/(?:visa-sections|guide-body|sources-list)-[\w-]+\.js$/;

/** The loader data React Router writes into the page for hydration. */
function loaderDataOf(html: string): string {
  const data = /streamController\.enqueue\((".*?")\);/s.exec(html)?.[1];
  expect(data, "the page's loader data").toBeDefined();
  return JSON.parse(data!);
}

/** Where a section's text starts: before its first figure or link token. */
const plainStart = (text: string) => text.split("{")[0]!.slice(0, 40);

const talent = findVisaPage("passeport-talent")!;
const paris = findGuide("paris-guide")!;

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`kept content parts [${language}]`, () => {
    useLanguage(language);

    test("a visa page's first visit downloads no code for its sections, which are whole and axe-clean", async ({
      page,
    }) => {
      const scripts = scriptsRequested(page);
      await visit(page, "/visa/passeport-talent");
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((url) => keptModules.test(url))).toEqual([]);
      const main = page.getByRole("main");
      await expect(main.getByRole("region", { name: t.visaPage.sections.conditions })).toBeVisible();
      await expect(main.getByText(plainStart(talent.text[language].conditions![1]!))).toBeVisible();
      const sources = page.getByRole("region", { name: t.content.sourcesTitle });
      await expect(sources.getByRole("listitem").first()).toContainText(t.content.checkedOn);
      await expectNoAxeViolations(page, `/visa/passeport-talent kept sections [${language}]`);
    });

    test("a guide's first visit downloads no code for its body, which is whole and axe-clean", async ({ page }) => {
      const scripts = scriptsRequested(page);
      await visit(page, "/paris-guide");
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((url) => keptModules.test(url))).toEqual([]);
      const first = paris.text[language].sections[0]!;
      await expect(page.getByRole("main").getByRole("region", { name: first.heading })).toBeVisible();
      await expectNoAxeViolations(page, `/paris-guide kept body [${language}]`);
    });

    test("the sections' text is in the HTML once, not again as loader data", async ({ request }) => {
      const visaHtml = await (await request.get(`/visa/passeport-talent?lang=${language}`)).text();
      const sentence = plainStart(talent.text[language].conditions![1]!);
      expect(visaHtml).toContain(sentence);
      const visaData = loaderDataOf(visaHtml);
      expect(visaData).toContain(talent.text[language].title);
      expect(visaData).not.toContain(sentence);

      const guideHtml = await (await request.get(`/paris-guide?lang=${language}`)).text();
      const block = paris.text[language].sections[0]!.blocks.find((b) => b.kind === "paragraph");
      const paragraph = plainStart(block && "text" in block ? block.text : "");
      expect(guideHtml).toContain(paragraph);
      expect(loaderDataOf(guideHtml)).not.toContain(paragraph);
    });

    test("a link in the kept sections opens its page without reloading", async ({ page }) => {
      // A visitor sees the premium sections locked, with a link to the plans.
      await visit(page, "/visa/auto-entrepreneur");
      await markDocument(page);
      await clickSettled(page.getByRole("main").getByRole("link", { name: t.visaPage.premiumCta }).first());
      await expect(page).toHaveURL("/pricing");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.pricing);
      expect(await documentMark(page), "the link reloaded the page").toBe(1);
    });

    test("a client navigation to a visa page and to a guide renders their parts in the browser", async ({ page }) => {
      const scripts = scriptsRequested(page);
      await visit(page, "/visa");
      await markDocument(page);
      await page.getByRole("main").locator('a[href^="/visa/passeport-talent"]').first().click();
      await expect(page).toHaveURL(/\/visa\/passeport-talent/);
      const main = page.getByRole("main");
      await expect(main.getByRole("region", { name: t.visaPage.sections.conditions })).toBeVisible();
      await expect(main.getByText(plainStart(talent.text[language].conditions![1]!))).toBeVisible();
      // Figures in the sections still lead to their sources.
      const figure = main.locator('[data-kept-html="visa-sections"] a[href="#sources"]').first();
      await figure.click();
      await expect(page.getByRole("region", { name: t.content.sourcesTitle })).toBeInViewport();
      expect(await documentMark(page), "the navigation reloaded the page").toBe(1);
      expect(scripts.some((url) => /\/assets\/visa-sections-[\w-]+\.js$/.test(url))).toBe(true);
      // The sources list was rendered in the browser too, dates and all.
      expect(scripts.some((url) => /\/assets\/sources-list-[\w-]+\.js$/.test(url))).toBe(true);
      await expect(
        page.getByRole("region", { name: t.content.sourcesTitle }).getByRole("listitem").first(),
      ).toContainText(t.content.checkedOn);
      await expectNoAxeViolations(page, `/visa/passeport-talent after a client navigation [${language}]`);

      await page.getByRole("contentinfo").getByRole("link", { name: t.footer.parisGuide }).click();
      await expect(page).toHaveURL("/paris-guide");
      const first = paris.text[language].sections[0]!;
      await expect(page.getByRole("main").getByRole("region", { name: first.heading })).toBeVisible();
      expect(await documentMark(page), "the navigation reloaded the page").toBe(1);
    });
  });
}

test("switching language on a visa page and a guide shows their kept parts in the new language", async ({ page }) => {
  const fr = catalogs.fr;
  await page.goto("/visa/passeport-talent?lang=en");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: fr.visaPage.sections.conditions })).toBeVisible();
  await expect(main.getByText(plainStart(talent.text.fr.conditions![1]!))).toBeVisible();
  await expect(page.getByRole("region", { name: fr.content.sourcesTitle })).toContainText(fr.content.checkedOn);

  await page.goto("/paris-guide?lang=en");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("main").getByRole("region", { name: paris.text.fr.sections[0]!.heading })).toBeVisible();
});

test.describe("fonts asked for from the head", () => {
  test("an Arabic page starts loading its two fonts right after the stylesheet; an English page only Inter", async ({
    request,
  }) => {
    const head = (html: string) => html.slice(0, html.indexOf("</head>"));
    const arabic = head(await (await request.get("/visa/passeport-talent?lang=ar")).text());
    const loads = /<link[^>]*rel="stylesheet"[^>]*><script>([^<]*document\.fonts[^<]*)<\/script>/.exec(arabic)?.[1];
    expect(loads, "a font-loading script right after the stylesheet").toBeDefined();
    expect(loads).toContain("Inter Variable");
    expect(loads).toContain("Noto Sans Arabic Variable");

    const english = head(await (await request.get("/visa/passeport-talent?lang=en")).text());
    expect(english).toContain("Inter Variable");
    expect(english).not.toMatch(/f\.load\([^)]*Noto Sans Arabic/);
  });

  test("on an Arabic visa page the subset is in use once loaded and the full Arabic face is never fetched", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await visit(page, "/visa/passeport-talent?lang=ar");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic Variable"', "مرحبا"))).toBe(true);
    expect(fonts.filter((url) => /noto-sans-arabic-subset/.test(url))).toHaveLength(1);
    expect(fonts.filter((url) => /noto-sans-arabic-arabic-wght/.test(url))).toEqual([]);
  });
});
