import type { Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { waitForHydration } from "./hydration.ts";
import {
  allowConsoleErrors,
  catalogs,
  documentMark,
  expect,
  type Language,
  markDocument,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/*
 * The browser downloads the catalogue in two parts (ADR 0048): the home page's keys first, the
 * rest before any other page renders. A key of the rest read too early would show as its path
 * ("tools.budget.title") instead of text, or differ from the server's HTML. These walks land on a
 * page of each type and arrive at pages of each type by client navigation from the home page, in
 * each language, and look for catalogue key paths in what the visitor sees.
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

/** Script requests for the second part of a catalogue ("…/assets/fr-rest-….js"). */
function restRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(en|fr|ar)-rest-[^/]*\.js$/.test(request.url())) urls.push(request.url());
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
      // As on a slow connection, the rest of the catalogue arrives after the page's own chunk and
      // data: the page must still wait for it rather than render its keys.
      await page.route(/\/assets\/(en|fr|ar)-rest-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      for (const path of fromHome) {
        const rest = restRequests(page);
        await visit(page, "/");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
        expect(rest, "the home page needs only the first part of the catalogue").toEqual([]);
        await markDocument(page);
        await page.locator(`a[href="${path}"]:visible`).first().click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await documentMark(page), `${path} was reached without a reload`).toBe(1);
        expect(rest.length, "the rest of the catalogue came before the page").toBe(1);
        await expectNoRawKeys(page);
      }
      // A page whose text is all in the second part, checked word for word.
      await visit(page, "/");
      await markDocument(page);
      await page.locator('a[href="/pricing"]:visible').first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.page.pricing);
      await expect(page.getByText(t.pricing.intro)).toBeVisible();
      await expect(page.getByText(t.pricing.tabs.subscriptions, { exact: true }).first()).toBeVisible();
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
