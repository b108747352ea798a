import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { catalogs, documentMark, expect, expectNoAxeViolations, markDocument, test, visit } from "./support.ts";

/**
 * The language of a `?lang=` address stays with the visitor (ADR 0087), in a browser whose own
 * language is English and with no language cookie: what a search result or a shared link gives.
 * Links clicked after hydration (client-side navigation), a search form, and a purchase whose
 * payment page and return page are not ours to render all keep Arabic.
 * tests/e2e/link-crawl.spec.ts checks every link of the server's HTML from /?lang=ar and /?lang=fr.
 */
const ar = catalogs.ar;

test.describe("the language of a ?lang= address is kept", () => {
  test("from /?lang=ar: the city quiz, the visa list and its search stay Arabic, without a reload", async ({
    page,
  }) => {
    await visit(page, "/?lang=ar");
    await markDocument(page);
    await page.locator('main a[href^="/city-quiz"]').first().click();
    await expect(page).toHaveURL(/\/city-quiz\?lang=ar$/);
    await expect(page.getByRole("heading", { level: 1, name: ar.cityQuiz.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    await page.locator('a[href^="/visa?"]:visible').first().click();
    await expect(page).toHaveURL(/\/visa\?lang=ar$/);
    await expect(page.getByRole("heading", { level: 1, name: ar.visaOverview.title })).toBeVisible();
    await page.getByLabel(ar.visaOverview.searchLabel).fill("talent");
    await expect(page).toHaveURL(/[?&]q=talent/);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("ar");
    await expect(page.getByRole("heading", { level: 1, name: ar.visaOverview.title })).toBeVisible();
    // One document all along: every step was a client-side navigation, not a reload.
    expect(await documentMark(page)).toBe(1);
  });

  test("a signed-in buyer on /pdf-guide?lang=ar pays on an Arabic page and comes back to an Arabic one", async ({
    page,
  }) => {
    await registerThroughApi(page, uniqueEmail("arabic-buyer"));
    await visit(page, "/pdf-guide?lang=ar");
    await expect(page.getByRole("heading", { level: 1, name: ar.checkout.guide.title })).toBeVisible();
    await page.getByRole("button", { name: ar.checkout.guide.buy }).click();

    await expect(page).toHaveURL(/\/test-checkout\/cs_test_\w+\?lang=ar$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByText(ar.checkout.test.banner, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: ar.checkout.test.pay }).click();

    await expect(page).toHaveURL(/\/pdf-guide\/success\?session_id=cs_test_\w+&lang=ar$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1, name: ar.checkout.success.title })).toBeVisible();
    await expectNoAxeViolations(page, "/pdf-guide/success [ar]");
  });
});
