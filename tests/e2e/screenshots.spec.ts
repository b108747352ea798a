import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { catalogs, expect, scrollToSettled, test, useLanguage, visit } from "./support.ts";

/**
 * Reference screenshots for docs/screenshots (header, open mobile menu, footer in each language),
 * taken with the cookie decision already stored so the banner is out of the way.
 */
const screenshotDir = fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
}

for (const language of ["en", "fr", "ar"] as const) {
  const t = catalogs[language];
  const dir = language === "ar" ? "rtl" : "ltr";

  test.describe(`screenshots [${language}]`, () => {
    useLanguage(language);

    test.describe("desktop", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("header and footer", async ({ page }) => {
        await visit(page, "/");
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByRole("region", { name: t.cookies.bannerLabel })).toHaveCount(0);
        await settle(page);
        const header = page.locator("header");
        await expect(header.getByText(t.brand.tagline, { exact: true })).toBeVisible();
        await header.screenshot({ path: `${screenshotDir}header-${language}.png`, animations: "disabled" });

        const footer = page.locator("footer");
        await expect(footer.getByRole("button", { name: t.footer.cookieSettings })).toBeVisible();
        // The footer takes its real size only once near the viewport (ADR 0091): shot after that.
        await scrollToSettled(footer);
        await footer.screenshot({ path: `${screenshotDir}footer-${language}.png`, animations: "disabled" });
      });
    });

    test.describe("mobile", () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test("open menu", async ({ page }) => {
        await visit(page, "/");
        await page.getByRole("banner").getByRole("button", { name: t.nav.openMenu }).click();
        const menu = page.getByRole("dialog", { name: t.nav.mobileMenuTitle });
        await expect(menu).toBeVisible();
        await expect(menu.getByRole("link", { name: t.nav.pricing, exact: true })).toBeVisible();
        await settle(page);
        // The sheet sits against the inline end: right in LTR, left in RTL.
        const box = (await menu.boundingBox())!;
        if (dir === "rtl") expect(box.x).toBeLessThanOrEqual(1);
        else expect(box.x + box.width).toBeGreaterThanOrEqual(374);
        await page.screenshot({ path: `${screenshotDir}mobile-menu-${language}.png`, animations: "disabled" });
      });
    });
  });
}
