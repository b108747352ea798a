import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  test,
  useLanguage,
} from "./support.ts";

/** Chromium logs the 404 of the document itself as a console error: that one is expected. */
async function openMissing(page: Page, path: string) {
  const escaped = escapeRegExp(`${baseUrl()}${path}`);
  allowConsoleErrors(
    page,
    new RegExp(`^console\\.error: Failed to load resource: .* 404 \\(Not Found\\) \\(${escaped}\\)$`),
  );
  return page.goto(path);
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`not found [${language}]`, () => {
    useLanguage(language);

    test("an unknown path answers 404 with the Page Not Found page", async ({ page }) => {
      const response = await openMissing(page, "/does-not-exist");
      expect(response!.status()).toBe(404);
      expect(await response!.text()).toContain(t.notFound.title);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
      await expect(page.getByRole("main")).toContainText(t.notFound.description);
      await expect(page).toHaveTitle(new RegExp(`^${t.notFound.title}`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The site frame is still there.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoAxeViolations(page, "/does-not-exist");

      // The way back home works, client-side.
      await page.getByRole("main").getByRole("link", { name: t.notFound.backHome }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
    });

    for (const path of ["/visa/no-such-visa", "/blog/no-such-article"]) {
      test(`a missing entry (${path}) answers 404 with the same page`, async ({ page }) => {
        const response = await openMissing(page, path);
        expect(response!.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFound.title);
        await expect(page.getByRole("banner").getByText(t.brand.tagline, { exact: true })).toBeVisible();
      });
    }
  });
}

test("an unknown API path answers a JSON 404", async ({ request }) => {
  for (const method of ["get", "post"] as const) {
    const response = await request[method]("/api/x");
    expect(response.status(), `${method.toUpperCase()} /api/x`).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = await response.json();
    expect(typeof body).toBe("object");
    expect(JSON.stringify(body)).not.toContain("<html");
  }
});

test("a trailing slash redirects permanently to the page's one address", async ({ request }) => {
  const response = await request.get("/pricing/?lang=fr", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/pricing?lang=fr");
});

// ---------------------------------------------------------------------------------------------
// A 404 that helps: a search and popular pages

// A first client-side visit of a page loads its code and data: on a busy machine, seconds.
const navigationWait = { timeout: 20_000 };

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const n = t.notFound;

  test.describe(`a richer 404 [${language}]`, () => {
    useLanguage(language);

    test("answers 404 with a search and popular pages; the search finds visa types", async ({ page }) => {
      const response = await openMissing(page, "/no-such-page-here");
      expect(response!.status()).toBe(404);
      const html = await response!.text();
      // Rendered by the server: there before any JavaScript runs.
      expect(html).toContain('action="/visa"');
      await waitForHydration(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(n.title);

      const search = main.getByRole("search", { name: n.searchTitle });
      await expect(search).toBeVisible();
      const box = search.getByRole("searchbox", { name: n.searchLabel });
      await expect(box).toBeVisible();

      const popular = main.getByRole("navigation", { name: n.popularTitle });
      const expected = [
        ["/assessment", n.popular.visaFinder],
        ["/visa", n.popular.visas],
        ["/city-comparison", n.popular.cityComparison],
        ["/tools", n.popular.tools],
        ["/free-pdf", n.popular.guide],
        ["/pricing", n.popular.pricing],
      ] as const;
      await expect(popular.getByRole("link")).toHaveCount(expected.length);
      for (const [href, name] of expected) {
        await expect(popular.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(main.getByRole("link", { name: n.backHome })).toHaveAttribute("href", "/");
      await expectNoAxeViolations(page, "/no-such-page-here");

      await box.fill(language === "fr" ? "étudiant" : "student");
      await search.getByRole("button", { name: n.searchSubmit }).click();
      await expect(page).toHaveURL(/\/visa\?q=/, navigationWait);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.visaOverview.title);
      await expect(page.getByRole("searchbox", { name: t.visaOverview.searchLabel })).toHaveValue(
        language === "fr" ? "étudiant" : "student",
      );
    });

    test("a popular link works from the 404", async ({ page }) => {
      await openMissing(page, "/nothing/at/all");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: n.popularTitle })
        .getByRole("link", { name: n.popular.tools, exact: true })
        .click();
      await expect(page).toHaveURL("/tools", navigationWait);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.tools.title);
    });
  });
}

test.describe("a richer 404 keeps a pinned language", () => {
  test("the search carries ?lang= along", async ({ page }) => {
    await openMissing(page, "/gone?lang=fr");
    await waitForHydration(page);
    const search = page.getByRole("search", { name: catalogs.fr.notFound.searchTitle });
    await search.getByRole("searchbox").fill("famille");
    await search.getByRole("button").click();
    await expect(page).toHaveURL(/\/visa\?q=famille&lang=fr$/, navigationWait);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});
