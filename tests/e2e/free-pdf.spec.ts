import { readFileSync } from "node:fs";
import { guideTexts } from "../../content/pdf-guide/guide-texts.ts";
import { pdfText, spaced } from "../../server/modules/guide-pdf/pdf-test-kit.ts";
import { catalogs, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

/**
 * The free starter guide: /free-pdf says what it contains and downloads it in each language, the
 * reader's first, with no account and no e-mail address; the PDF is the generated starter guide in
 * the chosen language.
 */
for (const language of ["en", "fr"] as const) {
  const t = catalogs[language].freePdf;
  const other = language === "en" ? "fr" : "en";

  test.describe(`the free starter guide [${language}]`, () => {
    useLanguage(language);

    test("downloads in the reader's language without registration, and points to the full guide", async ({ page }) => {
      // At the first start of a build the guides are generated in the background (a few seconds).
      test.setTimeout(90_000);
      await visit(page, "/free-pdf");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.noSignUp)).toBeVisible();
      const downloads = page.getByRole("region", { name: t.downloadTitle }).locator("a[download]");
      await expect(downloads).toHaveCount(3);
      await expect(downloads.first()).toHaveAttribute("hreflang", language);
      await expect(page.getByRole("link", { name: t.fullLink })).toHaveAttribute("href", "/pdf-guide");
      // Nothing to fill in: no account, no e-mail address.
      await expect(page.getByRole("main").locator("form, input")).toHaveCount(0);
      await expectNoAxeViolations(page, `/free-pdf [${language}]`);

      const [download] = await Promise.all([page.waitForEvent("download"), downloads.first().click()]);
      expect(download.suggestedFilename()).toBe(`passerelle-starter-guide-${language}.pdf`);
      const text = spaced(pdfText(readFileSync(await download.path())));
      expect(text).toContain(spaced(guideTexts[language].title.starter));
      expect(text).not.toContain(spaced(guideTexts[other].title.starter));

      const response = await page.request.get(`/pdfs/passerelle-starter-guide-${other}.pdf`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
    });
  });
}
