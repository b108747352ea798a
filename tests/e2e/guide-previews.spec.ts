import { catalogs, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

/**
 * The paid guide seen from inside (ADR 0075): /pdf-guide shows four of the full guide's pages as
 * images, made from the same Typst compile as the PDF, and its chapters as text.
 */
for (const language of ["en", "fr"] as const) {
  const t = catalogs[language].checkout.guide.preview;

  test.describe(`the guide's page previews [${language}]`, () => {
    useLanguage(language);

    test("load below the fold, each with its size and its description, beside the chapters as text", async ({
      page,
    }) => {
      // At the first start of a build the guides (and their previews) are printed in the background.
      test.setTimeout(120_000);
      await visit(page, "/pdf-guide");
      const showcase = page.getByRole("region", { name: t.title });
      const images = showcase.getByRole("img");
      await expect(images).toHaveCount(4);
      for (const name of ["cover", "contents", "visas", "checklist"] as const) {
        const image = showcase.getByRole("img", { name: t.pages[name].alt });
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("width", "596");
        await expect(image).toHaveAttribute("height", "842");
        await expect(image).toHaveAttribute(
          "src",
          new RegExp(`^/pdfs/previews/${language}/${name}\\.svg\\?v=[0-9a-f]+$`),
        );
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
            timeout: 60_000,
          })
          .toBeGreaterThan(0);
      }
      // The contents as text: the chapters, and the visas under theirs.
      const chapters = showcase.getByTestId("guide-chapters");
      await expect(showcase.getByRole("heading", { name: t.chaptersTitle })).toBeVisible();
      expect(await chapters.locator(":scope > li").count()).toBeGreaterThanOrEqual(6);
      expect(await chapters.locator("ol li").count()).toBeGreaterThan(20);
      await expectNoAxeViolations(page, `/pdf-guide previews [${language}]`);
    });
  });
}
