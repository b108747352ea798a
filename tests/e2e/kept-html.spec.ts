import { homeFaq } from "../../content/home/home-faq.ts";
import { dfyPackagesOf } from "../../core/plans-catalogue.ts";
import { waitForHydration } from "./hydration.ts";
import {
  catalogs,
  documentMark,
  expect,
  expectNoAxeViolations,
  markDocument,
  scriptsRequested,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// ADR 0053: the home page's hero, showcase, FAQ and consultation introduction, and the footer's
// links, are kept as the server's HTML in the browser: their code is not part of the first load,
// yet their links, start buttons and the cookie settings button work, and the page is whole after
// a client navigation back to it or a change of language.

/** The modules of the kept parts, which a first visit of the home page must not download. */
const keptModules = /\/assets\/(?:assistant-hero|home-showcase|home-faq|consultation-intro|footer-links)-[\w-]+\.js$/;

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`kept parts of the home page [${language}]`, () => {
    useLanguage(language);

    test("a first visit downloads none of their code; the page is whole, hydrated and axe-clean", async ({ page }) => {
      const scripts = scriptsRequested(page);
      await visit(page, "/");
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => keptModules.test(url))).toEqual([]);

      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
      await expect(main.getByRole("heading", { name: t.home.steps.heading })).toBeVisible();
      await expect(main.getByRole("region", { name: t.faq.heading })).toBeVisible();
      await expect(main.getByRole("heading", { name: t.consultation.heading })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: t.footer.blog })).toBeVisible();
      await expectNoAxeViolations(page, `/ kept parts [${language}]`);
    });

    test("the page carries what only the kept parts show once, not again as data for hydration", async ({
      request,
    }) => {
      // ADR 0055: the FAQ's answers and the packages are in the HTML only, not again in the loader data.
      const html = await (await request.get(`/?lang=${language}`)).text();
      const data = /streamController\.enqueue\((".*?")\);/s.exec(html)?.[1];
      expect(data, "the page's loader data").toBeDefined();
      const loaderData: string = JSON.parse(data!);
      expect(loaderData).toContain(t.home.metaDescription);
      for (const item of homeFaq[language]) expect(loaderData).not.toContain(item.answer.slice(0, 40));
      // Each answer once in the HTML, which is also the FAQ's structured data (microdata).
      expect(html.match(/itemprop="text"/gi)).toHaveLength(homeFaq[language].length);
      expect(html, "no JSON-LD copy of the FAQ").not.toContain('"@type":"FAQPage"');
      for (const plan of dfyPackagesOf("individuals")) expect(loaderData).not.toContain(plan.name);
    });

    test.describe("without a stored consent", () => {
      test.use({ presetConsent: false });

      test("accepting cookies (which reloads the page's data) keeps the parts' HTML and code out", async ({ page }) => {
        const scripts = scriptsRequested(page);
        const dataRequests: string[] = [];
        page.on("request", (sent) => {
          if (new URL(sent.url()).pathname.endsWith(".data")) dataRequests.push(sent.url());
        });
        await visit(page, "/");
        const banner = page.getByRole("region", { name: t.cookies.bannerLabel });
        await banner.getByRole("button", { name: t.cookies.acceptAll }).click();
        await expect(banner).toHaveCount(0);
        await expect.poll(() => dataRequests.length, "the page's data was loaded again").toBeGreaterThan(0);
        await page.waitForLoadState("networkidle");
        expect(scripts.filter((url) => keptModules.test(url))).toEqual([]);
        const faq = page.getByRole("main").getByRole("region", { name: t.faq.heading });
        await expect(faq.getByText(homeFaq[language][0]!.question)).toBeVisible();
      });
    });

    test("a link in the showcase opens its page without reloading, by mouse and by keyboard", async ({ page }) => {
      await visit(page, "/");
      await markDocument(page);
      const card = page.getByRole("main").getByRole("article", { name: t.home.visas.talent.name });
      await card.getByRole("link", { name: new RegExp(`^${t.home.visas.learnMore}`) }).click();
      await expect(page).toHaveURL("/visa/passeport-talent");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await documentMark(page), "the link reloaded the page").toBe(1);

      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
      const pricing = page.getByRole("main").getByRole("link", { name: t.home.dfy.individuals.cta });
      await pricing.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/pricing");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.pricing);
      expect(await documentMark(page), "the link reloaded the page").toBe(1);
    });

    test("the start buttons of the hero and of the last section open the wizard", async ({ page }) => {
      await visit(page, "/");
      const main = page.getByRole("main");
      await main.getByRole("button", { name: t.home.journey.start }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await main.getByRole("button", { name: t.home.hero.start }).focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
    });

    test("the footer's links and cookie settings work on the kept HTML", async ({ page }) => {
      await visit(page, "/");
      await markDocument(page);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("button", { name: t.footer.cookieSettings }).click();
      await expect(page.getByRole("dialog", { name: t.cookies.settingsTitle })).toBeVisible();
      await page.keyboard.press("Escape");
      await footer.getByRole("link", { name: t.footer.blog }).click();
      await expect(page).toHaveURL("/blog");
      expect(await documentMark(page), "the footer link reloaded the page").toBe(1);
    });

    test("back to the home page by a client navigation, every part is rendered in the browser", async ({ page }) => {
      const scripts = scriptsRequested(page);
      await visit(page, "/pricing");
      await markDocument(page);
      await page.getByRole("banner").getByRole("link", { name: t.brand.name }).first().click();
      await expect(page).toHaveURL("/");
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
      await expect(main.getByRole("article", { name: t.home.visas.blueCard.name })).toBeVisible();
      const faq = main.getByRole("region", { name: t.faq.heading });
      await expect(faq.locator("details")).toHaveCount(homeFaq[language].length);
      await expect(faq.getByText(homeFaq[language][0]!.question)).toBeVisible();
      await expect(main.getByText(dfyPackagesOf("individuals")[0]!.name)).toBeVisible();
      await expect(main.getByRole("heading", { name: t.consultation.heading })).toBeVisible();
      expect(await documentMark(page), "the home link reloaded the page").toBe(1);
      expect(scripts.some((url) => keptModules.test(url))).toBe(true);

      // The parts the browser rendered work as React components: a start button opens the wizard.
      await main.getByRole("button", { name: t.home.hero.start }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expectNoAxeViolations(page, `/ after a client navigation [${language}]`);
    });
  });
}

test("switching language on the home page renders the kept parts in the new language", async ({ page }) => {
  await page.goto("/?lang=en");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const fr = catalogs.fr;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.home.title);
  await expect(page.getByRole("main").getByRole("heading", { name: fr.home.steps.heading })).toBeVisible();
  await expect(page.getByRole("main").getByRole("region", { name: fr.faq.heading })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: fr.footer.blog })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText(fr.footer.disclaimer)).toBeVisible();
});
