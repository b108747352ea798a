import type { Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import { catalogs, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

/**
 * On an Arabic page, text we only have in English is marked with its own language and direction
 * (ADR 0027), so its punctuation stays where the writer put it and screen readers read
 * it as English; the page's own Arabic headings and labels around it stay Arabic, right to left.
 * Every kind of content now has its Arabic (ADR 0086), so these walks check the translated side:
 * Arabic throughout, with the official French names inside its sentences marked French and
 * isolated left to right. The fallback itself is held by the content tests (a kind missing one
 * Arabic text falls back whole, e.g. content/checklist/self-service-items-arabic.test.ts).
 */

/**
 * Every element of the main content that carries its own lang, with its dir and a bit of its
 * text; `name` when it is a name shown as written (a source's publisher, `translate="no"`).
 */
async function marked(page: Page) {
  return page.getByRole("main").evaluate((main) =>
    [...main.querySelectorAll("[lang]")].map((element) => ({
      lang: element.getAttribute("lang"),
      dir: element.getAttribute("dir"),
      name: element.closest('[translate="no"]') !== null,
      text: (element.textContent ?? "").trim().slice(0, 40),
    })),
  );
}

/** The language and direction an element inherits (its own, or its nearest marked ancestor's). */
async function languageOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => ({
      lang: element.closest("[lang]")?.getAttribute("lang"),
      dir: element.closest("[dir]")?.getAttribute("dir"),
    }));
}

test.describe("English text on Arabic pages", () => {
  useLanguage("ar");
  const ar = catalogs.ar;

  test("the checklist's steps, translated last: Arabic, with nothing left marked English", async ({ page }) => {
    const c = ar.checklist;
    await registerThroughApi(page, uniqueEmail("fallback-ar"));
    await visit(page, "/dashboard?visa=salarie");
    await page.getByRole("main").getByLabel(c.setup.arrival).fill("2027-01-15");
    await page.getByRole("main").getByRole("button", { name: c.setup.create }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: c.notices.created })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await languageOf(page, "main h1")).toEqual({ lang: "ar", dir: "rtl" });
    // A step's text inherits the page's Arabic; its French names are marked French, left to right.
    expect(await languageOf(page, '[data-item="validate-vls-ts"] p')).toEqual({ lang: "ar", dir: "rtl" });
    const blocks = await marked(page);
    expect(blocks.filter((block) => block.lang === "en" && !block.name)).toEqual([]);
    for (const term of blocks.filter((block) => block.lang === "fr" && !block.name)) expect(term.dir).toBe("ltr");
    await expectNoAxeViolations(page, "/dashboard (checklist) [ar]");
  });

  // Translated guides: Arabic throughout; a legal text says the French one applies.
  for (const path of ["/help", "/terms"]) {
    test(`${path}: translated, Arabic throughout${path === "/terms" ? ", the French text prevailing" : ""}`, async ({
      page,
    }) => {
      await visit(page, path);
      await expect(page.getByText(ar.content.notInYourLanguage)).toHaveCount(0);
      expect(await languageOf(page, "main h1")).toEqual({ lang: "ar", dir: "rtl" });
      const blocks = await marked(page);
      expect(blocks.filter((block) => block.lang === "en" && !block.name)).toEqual([]);
      await expect(page.getByText(ar.content.legalTranslation)).toHaveCount(path === "/terms" ? 1 : 0);
      await expectNoAxeViolations(page, `${path} [ar]`);
    });
  }

  for (const path of ["/visa/passeport-talent", "/visa/etudiant"]) {
    test(`${path}: translated, it is Arabic throughout, its French names marked French, left to right`, async ({
      page,
    }) => {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByText(ar.content.notInYourLanguage)).toHaveCount(0);
      expect(await languageOf(page, "main h1")).toEqual({ lang: "ar", dir: "rtl" });
      expect(await languageOf(page, 'main nav [aria-current="page"]')).toEqual({ lang: "ar", dir: "rtl" });
      const blocks = await marked(page);
      // Nothing in English but names shown as written.
      expect(blocks.filter((block) => block.lang === "en" && !block.name)).toEqual([]);
      const french = blocks.filter((block) => block.lang === "fr" && !block.name);
      expect(french.length, "French terms inside the Arabic prose").toBeGreaterThan(0);
      expect(french.filter((block) => block.dir !== "ltr")).toEqual([]);
      // Every figure label of the sources list is Arabic.
      const labels = await page.locator("#sources li li > span:first-child").allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.filter((label) => !/[\u0600-\u06ff]/.test(label))).toEqual([]);
      await expectNoAxeViolations(page, `${path} [ar]`);
    });
  }

  test("visa page section headings and the text under them are Arabic, right to left", async ({ page }) => {
    await visit(page, "/visa/passeport-talent");
    const heading = page.getByRole("heading", { level: 2, name: ar.visaPage.sections.whoFor });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("ar");
    const paragraph = page.locator("#whoFor-heading + div > *").first();
    expect(
      await paragraph.evaluate((element) => ({
        lang: element.closest("[lang]")?.getAttribute("lang"),
        direction: getComputedStyle(element).direction,
        arabic: /[\u0600-\u06ff]/.test(element.textContent ?? ""),
      })),
    ).toEqual({ lang: "ar", direction: "rtl", arabic: true });
  });
});

test.describe("pages in their own language", () => {
  for (const language of ["en", "fr"] as const) {
    test.describe(language, () => {
      useLanguage(language);
      test(`a visa page in ${language} marks no other language: all of it is in the page's`, async ({ page }) => {
        await visit(page, "/visa/passeport-talent");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        // Some parts name the page's language themselves; none names another, but for names
        // shown as written (a publisher such as "Ministère de l'Intérieur").
        expect((await marked(page)).filter((block) => block.lang !== language && !block.name)).toEqual([]);
        await expect(page.getByText(catalogs[language].content.notInYourLanguage)).toHaveCount(0);
      });
    });
  }
});
