import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import {
  catalogs,
  documentMark,
  expect,
  expectNoAxeViolations,
  type Language,
  languageCookie,
  markDocument,
  test,
  visit,
} from "./support.ts";

const native = { en: "English", fr: "Français", ar: "العربية" } as const;

/** The header's language buttons (desktop): "FR Français", the native name being screen-reader text. */
const languageButton = (page: Page, language: Language) =>
  page.getByRole("banner").getByRole("button", { name: native[language] });

async function expectLanguage(page: Page, language: Language) {
  const t = catalogs[language];
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.title);
  await expect(page.getByRole("banner").getByText(t.brand.tagline, { exact: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation", { name: t.nav.mainLabel })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: t.footer.cookieSettings })).toBeVisible();
  await expect(page).toHaveTitle(`Passerelle — ${t.brand.tagline}`);
  await expect(languageButton(page, language)).toHaveAttribute("aria-pressed", "true");
}

async function languageCookieValue(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === languageCookie)?.value;
}

test.describe("language switching", () => {
  test.use({ locale: "en-US" });

  test("EN → FR without a full reload, kept after reload", async ({ page }) => {
    await visit(page, "/");
    await expectLanguage(page, "en");
    expect(await languageCookieValue(page)).toBeUndefined();

    await markDocument(page);
    await languageButton(page, "fr").click();
    await expectLanguage(page, "fr");
    expect(await documentMark(page), "switching language must not reload the page").toBe(1);
    expect(await languageCookieValue(page)).toBe("fr");

    await page.reload();
    await expectLanguage(page, "fr");
    expect(await documentMark(page), "the page was reloaded").toBeUndefined();
  });

  test("switching on another page keeps the visitor on that page", async ({ page }) => {
    await visit(page, "/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.en.page.pricing);
    await markDocument(page);
    await languageButton(page, "fr").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.fr.page.pricing);
    await expect(page).toHaveURL("/pricing");
    expect(await documentMark(page)).toBe(1);
  });

  test("Arabic is right-to-left and persists; back to English is left-to-right", async ({ page }) => {
    await visit(page, "/");
    await markDocument(page);
    await languageButton(page, "ar").click();
    await expectLanguage(page, "ar");
    expect(await documentMark(page)).toBe(1);
    expect(await languageCookieValue(page)).toBe("ar");
    // The desktop menu follows the direction too.
    await expect(page.getByRole("banner").getByRole("navigation", { name: catalogs.ar.nav.mainLabel })).toHaveAttribute(
      "dir",
      "rtl",
    );

    await page.reload();
    await waitForHydration(page);
    await expectLanguage(page, "ar");
    expect(await documentMark(page)).toBeUndefined();
    await expectNoAxeViolations(page, "/ in Arabic");

    await languageButton(page, "en").click();
    await expectLanguage(page, "en");
    expect(await languageCookieValue(page)).toBe("en");
  });
});

test.describe("language negotiation on first visit", () => {
  test.describe("browser prefers French", () => {
    test.use({ locale: "fr-FR" });

    test("the server renders French with no cookie", async ({ page }) => {
      expect(await languageCookieValue(page)).toBeUndefined();
      const response = await page.goto("/");
      const html = await response!.text();
      expect(html).toMatch(/<html[^>]*\slang="fr"/);
      expect(html).toMatch(/<html[^>]*\sdir="ltr"/);
      expect(html).toContain(catalogs.fr.home.title);
      await expectLanguage(page, "fr");

      const direct = await page.request.get("/", { headers: { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" } });
      expect(direct.status()).toBe(200);
      expect(await direct.text()).toMatch(/<html[^>]*\slang="fr"/);
    });
  });

  test.describe("browser prefers Arabic", () => {
    test.use({ locale: "ar" });

    test("the server renders Arabic, right-to-left", async ({ page }) => {
      const response = await page.goto("/");
      const html = await response!.text();
      expect(html).toMatch(/<html[^>]*\slang="ar"/);
      expect(html).toMatch(/<html[^>]*\sdir="rtl"/);
      await expectLanguage(page, "ar");
    });
  });

  test.describe("browser prefers an unsupported language", () => {
    test.use({ locale: "de-DE" });

    test("English is the fallback", async ({ page }) => {
      const response = await page.goto("/");
      expect(await response!.text()).toMatch(/<html[^>]*\slang="en"/);
      await expectLanguage(page, "en");
    });
  });

  test.describe("a stored choice wins over the browser", () => {
    test.use({ locale: "fr-FR", lang: "en" });

    test("cookie en + Accept-Language fr → English", async ({ page }) => {
      const response = await page.goto("/");
      expect(await response!.text()).toMatch(/<html[^>]*\slang="en"/);
      await expectLanguage(page, "en");
    });
  });
});

test.describe("language switching on small screens", () => {
  test.use({ locale: "en-US", viewport: { width: 375, height: 740 } });

  test("the mobile menu's switcher changes the language and closes the menu", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("banner").getByRole("button", { name: catalogs.en.nav.openMenu }).click();
    const menu = page.getByRole("dialog", { name: catalogs.en.nav.mobileMenuTitle });
    await markDocument(page);
    await menu.getByRole("button", { name: native.fr }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.fr.home.title);
    expect(await documentMark(page)).toBe(1);
    expect(await languageCookieValue(page)).toBe("fr");
  });
});

test.describe("language switching without JavaScript", () => {
  test.use({ locale: "en-US", javaScriptEnabled: false });

  test("the switcher still works as a plain form", async ({ page }) => {
    await page.goto("/pricing");
    await languageButton(page, "fr").click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.fr.page.pricing);
    expect(await languageCookieValue(page)).toBe("fr");
  });
});
