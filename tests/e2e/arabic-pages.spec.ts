import { publicPagePaths } from "../../app/routes/public-pages.server.ts";
import { seedPosts } from "../../content/blog/seed-posts.ts";
import { arabicShare, auditPageLanguage } from "../../scripts/i18n/page-language-audit.ts";
import { expect, expectNoAxeViolations, test, twoFrames, useLanguage, visit } from "./support.ts";

/**
 * Every public page of the sitemap in Arabic (ADR 0086), as `npm run i18n:report` reads it, at a
 * desktop and a phone width: right to left, no run of three Latin words that is not marked as
 * another language (an official French term, a marked English fallback) or as a name, no
 * translation key left showing, 95 % of its own words in Arabic letters, and axe-clean.
 *
 * The page is loaded once, at the desktop width, then narrowed to the phone's, as a reader
 * narrowing the window or turning a tablet does: the server sends the same page at any width and
 * the layout follows from CSS alone (no script in app/ reads the width), so a second load would
 * check the same document again, for 53 more page loads a run.
 */
const desktop = { width: 1280, height: 800 };
const widths = [desktop, { width: 375, height: 740 }];

test.describe("every public page in Arabic", () => {
  useLanguage("ar");

  for (const path of publicPagePaths()) {
    test(`${path}: Arabic throughout, nothing unmarked, no key, axe-clean on a desktop and a phone`, async ({
      page,
    }) => {
      await page.setViewportSize(desktop);
      await visit(page, `${path}?lang=ar`);
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await twoFrames(page);
        const where = `${path} at ${viewport.width}px`;
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const audit = await page.evaluate(auditPageLanguage);
        expect(audit.unmarked, where).toEqual([]);
        expect(audit.keys, where).toEqual([]);
        expect(arabicShare(audit), where).toBeGreaterThanOrEqual(95);
        await expectNoAxeViolations(page, `${where} [ar]`);
      }
    });
  }

  test("the blog's Arabic articles: Arabic throughout, French names marked, axe-clean", async ({ page }) => {
    const articles = seedPosts.filter((post) => post.language === "ar");
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const [index, article] of articles.entries()) {
      // Every article at the desktop width, the first also at the phone width.
      for (const viewport of index === 0 ? widths : widths.slice(0, 1)) {
        await page.setViewportSize(viewport);
        await visit(page, `/blog/${article.slug}?lang=ar`);
        const where = `/blog/${article.slug} at ${viewport.width}px`;
        await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
        const audit = await page.evaluate(auditPageLanguage);
        expect(audit.unmarked, where).toEqual([]);
        expect(audit.keys, where).toEqual([]);
        expect(arabicShare(audit), where).toBeGreaterThanOrEqual(95);
        await expect(page.locator('article span[lang="fr"]').first()).toHaveAttribute("dir", "ltr");
        await expectNoAxeViolations(page, `${where} [ar]`);
      }
    }
  });
});
