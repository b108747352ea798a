import type { Page } from "@playwright/test";
import { chromiumArgs, fullChromiumPath } from "../support/e2e-browser.ts";
import { expect, test, useLanguage } from "./support.ts";

/**
 * The Arabic typeface without layout shift (ADR 0047): Arabic pages preload the subset of
 * Noto Sans Arabic and never download the full face (other pages do not preload it, and fetch only
 * the subset, for the language menu's Arabic name); and the local fallback the text is drawn with until the font arrives takes the same room.
 * Latin text has its own metric-matched fallback for Inter (ADR 0094).
 */

const subsetFile = /\/assets\/noto-sans-arabic-subset-[\w-]+\.woff2$/;
const fullArabicFace = /noto-sans-arabic-arabic-wght-normal/;

/** Every font file the page requests while it loads and settles. */
async function fontRequests(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") urls.push(request.url());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return urls;
}

type Stacks = { font: string; fallback: string; unadjusted: string };

/** The home page's headings and paragraphs on one line, in each font stack, at 400 and 600. */
async function lineSizes(page: Page, stacks: Stacks) {
  return page.evaluate((stacks) => {
    const text = [...document.querySelectorAll("main h1, main h2, main p")].map((e) => e.textContent).join(" ");
    const measure = (family: string, weight: number) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 16px/normal ${family}`;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { width, height };
    };
    return [400, 600].map((weight) => ({
      weight,
      font: measure(stacks.font, weight),
      fallback: measure(stacks.fallback, weight),
      unadjusted: measure(stacks.unadjusted, weight),
    }));
  }, stacks);
}

// Chromium's headless build, which walks the rest of the suite, draws the fallback font's bold
// with other metrics than the browser people use (2.9 % wider at weight 600): font metrics are
// checked in the full Chromium, where the fallback's overrides were tuned.
test.use({ launchOptions: { executablePath: fullChromiumPath, args: chromiumArgs } });

test.describe("Arabic pages", () => {
  useLanguage("ar");

  test("preload the Arabic subset and never fetch the full Arabic face", async ({ page }) => {
    const fonts = await fontRequests(page, "/");
    const preload = page.locator('head link[rel="preload"][as="font"][href*="noto-sans-arabic-subset"]');
    await expect(preload).toHaveCount(1);
    expect(fonts.filter((url) => subsetFile.test(url))).toHaveLength(1);
    expect(fonts.filter((url) => fullArabicFace.test(url))).toEqual([]);
    // The Arabic text is drawn with the subset once it has arrived.
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic Variable"', "مرحبا"))).toBe(true);
  });

  test("the fallback drawn before the font arrives takes the room the font takes", async ({ page }) => {
    await fontRequests(page, "/");
    const sizes = await lineSizes(page, {
      font: '"Inter Variable", "Noto Sans Arabic Variable", sans-serif',
      fallback: '"Inter Variable", "Noto Sans Arabic Fallback", sans-serif',
      unadjusted: '"Inter Variable", sans-serif',
    });
    for (const { weight, font, fallback, unadjusted } of sizes) {
      // The same line box (ascent and descent overrides), and the same width within 1.5 %, where the
      // system font left as it is differs by several per cent.
      expect(Math.abs(fallback.height - font.height), `height at ${weight}`).toBeLessThan(0.5);
      expect(Math.abs(fallback.width - font.width) / font.width, `width at ${weight}`).toBeLessThan(0.015);
      expect(Math.abs(fallback.width - font.width), `width at ${weight}`).toBeLessThan(
        Math.abs(unadjusted.width - font.width),
      );
    }
  });
});

test.describe("English pages", () => {
  useLanguage("en");

  test("do not preload the Arabic font and never fetch the full Arabic face", async ({ page }) => {
    const fonts = await fontRequests(page, "/");
    await expect(page.locator('head link[rel="preload"][href*="arabic"]')).toHaveCount(0);
    // The language menu's "العربية" is the only Arabic on the page: the subset draws it.
    expect(fonts.filter((url) => /arabic/.test(url) && !subsetFile.test(url))).toEqual([]);
  });

  test("the Latin fallback drawn before Inter arrives takes about the room Inter takes", async ({ page }) => {
    // "Inter Fallback" (ADR 0094) stands in for the generic sans-serif the stack no longer ends with.
    await fontRequests(page, "/");
    const stack = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(stack).toContain('"Inter Fallback"');
    expect(stack).not.toMatch(/sans-serif|system-ui/);
    const sizes = await lineSizes(page, {
      font: '"Inter Variable"',
      fallback: '"Inter Fallback"',
      unadjusted: '"Liberation Sans", Arial',
    });
    for (const { weight, font, fallback, unadjusted } of sizes) {
      // The line box within a pixel (Inter's ascent is 15.5 px at 16 px: the browser rounds the
      // two sides of that edge apart), and a width within 2 %. Left as it is, the regular local
      // font is 7 % narrower; its bold is within 1-2 % of Inter's 600 and 700 either way.
      expect(Math.abs(fallback.height - font.height), `height at ${weight}`).toBeLessThanOrEqual(1);
      expect(Math.abs(fallback.width - font.width) / font.width, `width at ${weight}`).toBeLessThan(0.02);
      if (weight === 400) {
        expect(Math.abs(fallback.width - font.width), `width at ${weight}`).toBeLessThan(
          Math.abs(unadjusted.width - font.width),
        );
      }
    }
  });
});
