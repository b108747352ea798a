import type { Page } from "@playwright/test";
import { holdScripts, waitForHydration } from "./hydration.ts";
import { catalogs, expect, test } from "./support.ts";

// Some walks add init scripts (held presses): a context of their own (ADR 0095).
test.use({ freshContext: true });

// ADR 0015: the page is painted from its HTML first; its JavaScript is fetched after that paint,
// then hydrates it as usual. These walks check the order and that nothing is lost on the way.

/** When each JavaScript file of the page started to load, in ms since navigation. */
function scriptStartTimes(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  );
}

for (const path of ["/", "/visa/passeport-talent", "/login"]) {
  test(`${path}: scripts are fetched only after the first contentful paint, then the page hydrates`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+type="module"/);

    await waitForHydration(page);
    const firstContentfulPaint = await page.evaluate(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    );
    const scriptStarts = await scriptStartTimes(page);
    expect(scriptStarts.length).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstContentfulPaint);
    // The starter removed itself and the live module script took the inert block's place.
    await expect(page.locator('script[type="text/x-module-after-first-paint"]')).toHaveCount(0);
  });
}

test("the home page is interactive once hydrated: a start button opens the wizard", async ({ page }) => {
  await page.goto("/?lang=en");
  await waitForHydration(page);
  await page.getByRole("button", { name: /start/i }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

for (const language of ["en", "fr"] as const) {
  test.describe(`a press made before the page has hydrated is answered once it has [${language}]`, () => {
    const t = catalogs[language];

    test("the hero's start button opens the wizard", async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto(`/?lang=${language}`, { waitUntil: "domcontentloaded" });
      await page.getByRole("main").getByRole("button", { name: t.home.hero.start }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      scripts.release();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test("the menu button opens the menu", async ({ page }) => {
        const scripts = await holdScripts(page);
        await page.goto(`/visa/passeport-talent?lang=${language}`, { waitUntil: "domcontentloaded" });
        await page.getByRole("banner").getByRole("button", { name: t.nav.openMenu }).click();
        scripts.release();
        const menu = page.getByRole("dialog", { name: t.nav.mobileMenuTitle });
        await expect(menu).toBeVisible();
        await expect(page.getByRole("dialog")).toHaveCount(1);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      });
    });

    test("after hydration no button is held back any more", async ({ page }) => {
      await page.goto(`/?lang=${language}`);
      await waitForHydration(page);
      // Every marked button took its mark off when it hydrated.
      await expect(page.locator("[data-replay-click]")).toHaveCount(0);
    });
  });
}

test("a page opened in a background tab, which never paints, starts its scripts at once", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    // A hidden tab runs no animation frame and reports no paint.
    window.requestAnimationFrame = () => 0;
    Object.defineProperty(window, "PerformanceObserver", { value: undefined });
  });
  await page.goto("/?lang=en");
  // This page has no animation frames to poll on: poll on a timer.
  await waitForHydration(page, 100);
  const firstScriptStart = Math.min(...(await scriptStartTimes(page)));
  // Well before the starter's 3-second safety timer: it did not wait for a paint.
  expect(firstScriptStart).toBeLessThan(2000);
});
