import type { Page } from "@playwright/test";
import { signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import {
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  readConsent,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * What a newcomer tripped on: the calculators in no menu, a cookie banner over most of a phone's
 * screen, and the back office showing two time zones. The 404's search and popular pages are
 * walked in not-found.spec.ts.
 */

const screenshots = (name: string) => test.info().outputPath(`${name}.png`);
// A first client-side visit of a page loads its code and data: on a busy machine, seconds.
const navigationWait = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

// ---------------------------------------------------------------------------------------------
// 1. The calculators from the footer and the menus

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`calculators in the footer and the menus [${language}]`, () => {
    useLanguage(language);

    test("the footer's Tools column leads to each calculator", async ({ page }) => {
      await visit(page, "/");
      const footer = page.getByRole("contentinfo");
      const tools = footer.getByRole("navigation", { name: t.footer.tools });
      await expect(tools.getByRole("heading", { name: t.footer.tools })).toBeVisible();
      const expected = [
        ["/tools/cost-of-living", t.footer.costOfLiving],
        ["/tools/budget", t.footer.budget],
        ["/tools/timeline", t.footer.timeline],
        ["/tools", t.footer.allTools],
      ] as const;
      for (const [href, name] of expected) {
        await expect(tools.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await tools.getByRole("link", { name: t.footer.costOfLiving, exact: true }).click();
      await expect(page).toHaveURL("/tools/cost-of-living", navigationWait);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.tools.costOfLiving.title);
    });

    test("the desktop menu's Tools dropdown opens a calculator", async ({ page }) => {
      await visit(page, "/");
      const nav = page.getByRole("banner").getByRole("navigation", { name: t.nav.mainLabel });
      const trigger = nav.getByRole("button", { name: t.nav.tools });
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const dropdown = page.locator("#desktop-nav-dropdown-tools");
      await expect(dropdown.getByRole("link")).toHaveCount(4);
      // The dropdown stays inside the window, even for the last group of the menu.
      const box = (await dropdown.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      await expectNoAxeViolations(page, "/ with the Tools dropdown open");
      await dropdown.getByRole("link", { name: new RegExp(`^${t.nav.tool.budget.title}`) }).click();
      await expect(page).toHaveURL("/tools/budget", navigationWait);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.tools.budget.title);
      await expect(trigger).toHaveAttribute("data-active", "true");
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test("the side menu lists the tools and opens the timeline", async ({ page }) => {
        await visit(page, "/");
        await page.getByRole("banner").getByRole("button", { name: t.nav.openMenu }).click();
        const menu = page.getByRole("dialog", { name: t.nav.mobileMenuTitle });
        await expect(menu.getByRole("heading", { name: t.nav.tools, exact: true })).toBeVisible();
        const link = menu.getByRole("link", { name: t.nav.tool.timeline.title, exact: true });
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL("/tools/timeline", navigationWait);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.tools.timeline.title);
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// 2. The cookie banner as a compact bar on a phone

for (const language of ["fr", "ar"] as const) {
  const t = catalogs[language];
  const c = t.cookies;
  const banner = (page: Page) => page.getByRole("region", { name: c.bannerLabel });

  test.describe(`compact cookie bar on a phone [${language}]`, () => {
    useLanguage(language);
    test.use({ presetConsent: false });

    for (const viewport of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      test.describe(`${viewport.width}×${viewport.height}`, () => {
        test.use({ viewport });

        test("takes at most a quarter of the screen, with the short text, the link and every choice", async ({
          page,
        }) => {
          await visit(page, "/");
          const bar = banner(page);
          await expect(bar).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          const box = (await bar.boundingBox())!;
          test.info().annotations.push({
            type: "cookie bar height",
            description: `${box.height}px of ${viewport.height}px (${((100 * box.height) / viewport.height).toFixed(1)} %)`,
          });
          expect(box.height).toBeLessThanOrEqual(viewport.height * 0.25);
          expect(box.y + box.height).toBeCloseTo(viewport.height, 0);

          await expect(bar.getByText(c.bannerShort)).toBeVisible();
          await expect(bar.getByText(c.bannerText)).toBeHidden();
          // The title is still there for screen readers.
          await expect(bar.getByRole("heading", { name: c.bannerTitle })).toHaveCount(1);
          await expect(bar.getByRole("link", { name: t.footer.privacy })).toHaveAttribute(
            "href",
            "/privacy-policy#cookies",
          );
          const buttons = [c.acceptAll, c.rejectAll, c.customize, c.close].map((name) =>
            bar.getByRole("button", { name, exact: true }),
          );
          for (const button of buttons) {
            await expect(button).toBeVisible();
            const size = (await button.boundingBox())!;
            // WCAG 2.2 target size (minimum): 24 by 24 CSS pixels.
            expect(size.width).toBeGreaterThanOrEqual(24);
            expect(size.height).toBeGreaterThanOrEqual(24);
            // Inside the window: nothing cut off at the sides.
            expect(size.x).toBeGreaterThanOrEqual(0);
            expect(size.x + size.width).toBeLessThanOrEqual(viewport.width);
          }

          // Right to left: the first choice on the right, the close button on the left.
          const [accept, reject, , close] = await Promise.all(buttons.map(async (b) => (await b.boundingBox())!));
          if (language === "ar") {
            expect(accept!.x).toBeGreaterThan(reject!.x);
            expect(close!.x).toBeLessThan(viewport.width / 2);
          } else {
            expect(accept!.x).toBeLessThan(reject!.x);
            expect(close!.x).toBeGreaterThan(viewport.width / 2);
          }

          await expectNoAxeViolations(page, `/ with the cookie bar at ${viewport.width}×${viewport.height}`);
          await page.screenshot({ path: screenshots(`cookie-bar-${language}-${viewport.width}`) });
        });
      });
    }

    test.describe("360×640, by keyboard", () => {
      test.use({ viewport: { width: 360, height: 640 } });

      test("the choices are reached with the keyboard, focus shows, Enter accepts", async ({ page, context }) => {
        await visit(page, "/");
        const bar = banner(page);
        const accept = bar.getByRole("button", { name: c.acceptAll, exact: true });
        // The bar is last in the page: going backwards from the top reaches its buttons first.
        await page.locator("body").focus();
        const order: string[] = [];
        for (let i = 0; i < 6 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
          await page.keyboard.press("Shift+Tab");
          order.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
        }
        expect(order).toEqual([c.close, c.customize, c.rejectAll, c.acceptAll]);
        expect(await accept.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
        const outline = await accept.evaluate((el) => getComputedStyle(el).outlineStyle);
        expect(outline).not.toBe("none");
        await page.keyboard.press("Enter");
        await expect(bar).toHaveCount(0);
        await expect
          .poll(() => readConsent(context))
          .toEqual({
            decision: "accepted",
            preferences: { analytics: true, marketing: true, preferences: true },
          });
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// 3. The back office on one clock, Paris's

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`administration times [${language}]`, () => {
    useLanguage(language);
    // A browser far from Paris: the page must not show the administrator's own clock.
    test.use({ timezoneId: "America/New_York" });

    test("e-mail captures and the outbox say Paris time, across a change of summer time", async ({ page }) => {
      test.slow();
      await signInAsNewAdmin(page, uniqueEmail(`${language}-time-zone`));
      // Two instants either side of Paris's change to summer time (29 March 2026, 01:00 UTC),
      // and a late UTC evening that is already the next day in Paris.
      const rows = [
        { email: `before-${language}@example.com`, createdAt: "2026-03-29T00:30:00.000Z", conversationId: null },
        { email: `after-${language}@example.com`, createdAt: "2026-03-29T01:30:00.000Z", conversationId: null },
        { email: `evening-${language}@example.com`, createdAt: "2026-01-15T23:30:00.000Z", conversationId: null },
      ];
      await page.route("**/api/email-captures", (route) => route.fulfill({ json: rows }));
      await visit(page, "/admin");
      const note = interpolate(t.backOffice.timeZoneNote, { zone: "Europe/Paris" });
      await expect(page.getByTestId("time-zone-note")).toHaveText(note);

      const panel = page.getByRole("region", { name: t.admin.emails.title });
      const cell = (email: string) => panel.getByRole("row").filter({ hasText: email }).locator("time");
      // French writes a 24-hour clock, English a 12-hour one.
      const clock = (h24: string, h12: string) => (language === "fr" ? h24 : h12);
      await expect(cell(rows[0]!.email)).toContainText(clock("01:30", "1:30"));
      await expect(cell(rows[1]!.email)).toContainText(clock("03:30", "3:30"));
      await expect(cell(rows[2]!.email)).toContainText(clock("00:30", "12:30"));
      await expect(cell(rows[2]!.email)).toContainText("16");
      await page.screenshot({ path: screenshots(`admin-times-${language}`), fullPage: true });
      await expectNoAxeViolations(page, "/admin with the time zone note");

      for (const path of ["/admin/outbox", "/admin/consultations", "/admin/audit", "/admin/blog"]) {
        await visit(page, path);
        await expect(page.getByTestId("time-zone-note"), path).toHaveText(note);
      }
    });
  });
}
