import type { Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { waitForHydration } from "./hydration.ts";
import {
  allowConsoleErrors,
  catalogs,
  clickSettled,
  documentMark,
  expect,
  type Language,
  markDocument,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/*
 * The browser downloads the catalogue in parts (ADRs 0048, 0077): the home page's keys first, and
 * each other section of the catalogue with the modules that name its keys, before their page
 * renders. A key of a section read too early would show as its path ("tools.budget.title")
 * instead of text, or differ from the server's HTML (and log a console error, which fails any
 * walk). These walks land on a page of each type and arrive at pages of each type by client
 * navigation from the home page and from one page to another, in each language, and look for
 * catalogue key paths in what the visitor sees.
 */

/** Every key path of the English catalogue ("home.title"), plural suffixes removed. */
const keyPaths = (() => {
  const paths = new Set<string>();
  const walk = (tree: object, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`;
      if (typeof value === "string") paths.add(path);
      else walk(value, `${path}.`);
    }
  };
  walk(catalogs.en, "");
  return [...paths].filter((path) => path.includes("."));
})();

async function expectNoRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  const shown = keyPaths.filter((path) => text.includes(path));
  expect(shown, `catalogue keys shown as text on ${page.url()}`).toEqual([]);
}

/** A section's part of a catalogue ("…/assets/fr-pricing-….js"), not the first part. */
const sectionPart = /\/assets\/(?:en|fr|ar)-(?!first-)[A-Za-z]+-[\w-]+\.js$/;

/** Script requests for sections of a catalogue. */
function sectionRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (sectionPart.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const landings = [
  "/",
  "/visa",
  "/visa/salarie",
  "/blog",
  "/pricing",
  "/tools",
  "/tools/budget",
  "/city-comparison",
  "/city-quiz",
  "/contact",
  "/legal-notice",
  "/help",
  "/login",
  "/register",
  "/free-pdf",
  "/assistant",
  "/no-such-page",
];

/**
 * These walks delay every section as a slow connection would, and a navigation waits for its route's
 * code, then for its sections: on a loaded machine that is more than the default five seconds
 * (the full suite failed here twice on 2026-12-02, the page still loading).
 */
const slowNavigation = 20_000;

// Reached from the home page's header and footer, each a page of another type.
const fromHome = ["/visa", "/blog", "/city-comparison", "/help", "/contact", "/pricing"];

for (const language of ["en", "fr", "ar"] as const satisfies Language[]) {
  test.describe(`catalogue parts in ${language}`, () => {
    useLanguage(language);

    test("every type of page, opened directly, shows its text and no key", async ({ page }) => {
      test.setTimeout(90_000);
      allowConsoleErrors(page, /404 \(Not Found\) \(http:[^)]*\/no-such-page\)/);
      for (const path of landings) {
        await visit(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectNoRawKeys(page);
      }
    });

    test("pages reached from the home page by client navigation show their text and no key", async ({ page }) => {
      test.setTimeout(90_000);
      const t = catalogs[language];
      // As on a slow connection, a page's sections arrive after the page's own chunk and data: the
      // page must still wait for them rather than render its keys.
      await page.route(sectionPart, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      for (const path of fromHome) {
        const sections = sectionRequests(page);
        await visit(page, "/");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
        expect(sections, "the home page needs only the first part of the catalogue").toEqual([]);
        await markDocument(page);
        // Often the footer's link, at the bottom of a long page.
        await clickSettled(page.locator(`a[href="${path}"]:visible`).first());
        await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: slowNavigation });
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await documentMark(page), `${path} was reached without a reload`).toBe(1);
        expect(sections.length, "the page's sections came before the page").toBeGreaterThan(0);
        expect(
          sections.every((url) => url.includes(`/assets/${language}-`)),
          "only the page's language",
        ).toBe(true);
        await expectNoRawKeys(page);
      }
      // A page whose text is all in sections beyond the first part, checked word for word.
      await visit(page, "/");
      await markDocument(page);
      await page.locator('a[href="/pricing"]:visible').first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.pricing);
      await expect(page.getByText(t.pricing.intro)).toBeVisible();
      await expect(page.getByText(t.pricing.tabs.subscriptions, { exact: true }).first()).toBeVisible();
    });

    test("one page to the next by client navigation: each page's sections come before it renders", async ({ page }) => {
      test.setTimeout(90_000);
      await page.route(sectionPart, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await visit(page, "/visa");
      await markDocument(page);
      // A visa's page (visaPage, tools, wizard, checklist), then pages reading other sections.
      await page.locator('main a[href^="/visa/"]:visible').first().click();
      await expect(page).toHaveURL(/\/visa\/[^/?]+/, { timeout: slowNavigation });
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoRawKeys(page);
      for (const path of ["/blog", "/pricing", "/city-comparison", "/contact", "/help", "/visa"]) {
        const sections = sectionRequests(page);
        // Often the footer's link, at the bottom of a long page.
        await clickSettled(page.locator(`a[href="${path}"]:visible`).first());
        await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: slowNavigation });
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await documentMark(page), `${path} was reached without a reload`).toBe(1);
        expect(
          sections.every((url) => url.includes(`/assets/${language}-`)),
          "only the page's language",
        ).toBe(true);
        await expectNoRawKeys(page);
      }
    });
  });
}

test.describe("catalogue parts for a signed-in visitor", () => {
  useLanguage("ar");

  test("the account menu on the home page, then the dashboard by client navigation", async ({ page }) => {
    await registerThroughApi(page, uniqueEmail("catalog-parts"));
    const t = catalogs.ar;
    await visit(page, "/");
    await expectNoRawKeys(page);
    await markDocument(page);
    await page.getByRole("banner").getByTestId("account-menu").locator("summary").click();
    await page.getByRole("banner").getByRole("link", { name: t.dashboard.links.dashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForHydration(page);
    expect(await documentMark(page)).toBe(1);
    // A free member's dashboard is the self-service checklist: its set-up form is second-part text.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checklist.title);
    await expect(page.getByRole("heading", { name: t.checklist.setup.title })).toBeVisible();
    await expectNoRawKeys(page);
  });
});
