import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";
import {
  catalogs,
  consentCookie,
  expect,
  expectNoAxeViolations,
  readConsent,
  setConsentCookie,
  test,
  useLanguage,
  visit,
} from "./support.ts";

const allOn = { analytics: true, marketing: true, preferences: true };
const allOff = { analytics: false, marketing: false, preferences: false };

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const c = t.cookies;

  const banner = (page: Page) => page.getByRole("region", { name: c.bannerLabel });
  const settings = (page: Page) => page.getByRole("dialog", { name: c.settingsTitle });
  const switchFor = (page: Page, category: keyof typeof c.category) =>
    settings(page).getByRole("switch", { name: c.category[category].title });

  /** Reloads and checks the server no longer renders the banner at all (no flash before hydration). */
  async function expectBannerGoneAfterReload(page: Page) {
    const response = await page.reload();
    expect(await response!.text()).not.toContain(c.bannerTitle);
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
  }

  test.describe(`cookie consent [${language}]`, () => {
    useLanguage(language);
    test.use({ presetConsent: false });

    test("banner on first visit; Accept All hides it for good", async ({ page, context }) => {
      const response = await visit(page, "/");
      expect(await response!.text(), "the server renders the banner").toContain(c.bannerTitle);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole("heading", { name: c.bannerTitle })).toBeVisible();
      await expect(banner(page)).toContainText(c.bannerText);
      await expectNoAxeViolations(page, "/ with the cookie banner");

      await banner(page).getByRole("button", { name: c.acceptAll }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => readConsent(context)).toEqual({ decision: "accepted", preferences: allOn });
      await expectBannerGoneAfterReload(page);
    });

    test("Reject All hides it for good", async ({ page, context }) => {
      await visit(page, "/pricing");
      await banner(page).getByRole("button", { name: c.rejectAll }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => readConsent(context)).toEqual({ decision: "rejected", preferences: allOff });
      await expect(page).toHaveURL("/pricing");
      await expectBannerGoneAfterReload(page);
    });

    test("the close icon means reject", async ({ page, context }) => {
      await visit(page, "/");
      await banner(page).getByRole("button", { name: c.close }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => readConsent(context)).toEqual({ decision: "rejected", preferences: allOff });
      await expectBannerGoneAfterReload(page);
    });

    test("Customize: four categories, Necessary locked on; saved choices come back in the footer settings", async ({
      page,
      context,
    }) => {
      await visit(page, "/");
      await banner(page).getByRole("button", { name: c.customize }).click();
      await expect(settings(page)).toBeVisible();
      await expect(settings(page)).toContainText(c.settingsDescription);
      await expect(settings(page).getByRole("switch")).toHaveCount(4);
      await expect(switchFor(page, "necessary")).toBeChecked();
      await expect(switchFor(page, "necessary")).toBeDisabled();
      for (const category of ["analytics", "marketing", "preferences"] as const) {
        await expect(switchFor(page, category)).not.toBeChecked();
        await expect(switchFor(page, category)).toBeEnabled();
      }
      await expectNoAxeViolations(page, "/ with the cookie settings dialog");

      // Clicking the disabled switch changes nothing.
      await switchFor(page, "necessary").click({ force: true });
      await expect(switchFor(page, "necessary")).toBeChecked();

      await switchFor(page, "analytics").click();
      await expect(switchFor(page, "analytics")).toBeChecked();
      await settings(page).getByRole("button", { name: c.save }).click();
      await expect(settings(page)).toBeHidden();
      await expect(banner(page)).toHaveCount(0);
      await expect
        .poll(() => readConsent(context))
        .toEqual({ decision: "customized", preferences: { analytics: true, marketing: false, preferences: false } });

      await expectBannerGoneAfterReload(page);
      await page.getByRole("contentinfo").getByRole("button", { name: t.footer.cookieSettings }).click();
      await expect(settings(page)).toBeVisible();
      await expect(switchFor(page, "necessary")).toBeChecked();
      await expect(switchFor(page, "analytics")).toBeChecked();
      await expect(switchFor(page, "marketing")).not.toBeChecked();
      await expect(switchFor(page, "preferences")).not.toBeChecked();
    });

    test("Cancel closes the settings without changing anything", async ({ page, context }) => {
      await visit(page, "/");
      // From the banner, with no decision yet: the banner stays, nothing is stored.
      await banner(page).getByRole("button", { name: c.customize }).click();
      await switchFor(page, "marketing").click();
      await expect(switchFor(page, "marketing")).toBeChecked();
      await settings(page).getByRole("button", { name: c.cancel }).click();
      await expect(settings(page)).toBeHidden();
      await expect(banner(page)).toBeVisible();
      expect(await readConsent(context)).toBeNull();

      // Reopened: the abandoned change is gone.
      await banner(page).getByRole("button", { name: c.customize }).click();
      await expect(switchFor(page, "marketing")).not.toBeChecked();
      await page.keyboard.press("Escape");
      await expect(settings(page)).toBeHidden();

      // After a decision, Cancel from the footer keeps the stored choice.
      await banner(page).getByRole("button", { name: c.acceptAll }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect.poll(() => readConsent(context)).toEqual({ decision: "accepted", preferences: allOn });
      await page.getByRole("contentinfo").getByRole("button", { name: t.footer.cookieSettings }).click();
      await expect(switchFor(page, "analytics")).toBeChecked();
      await switchFor(page, "analytics").click();
      await expect(switchFor(page, "analytics")).not.toBeChecked();
      await settings(page).getByRole("button", { name: c.cancel }).click();
      await expect(settings(page)).toBeHidden();
      expect(await readConsent(context)).toEqual({ decision: "accepted", preferences: allOn });
      await page.getByRole("contentinfo").getByRole("button", { name: t.footer.cookieSettings }).click();
      await expect(switchFor(page, "analytics")).toBeChecked();
    });

    const unreadable =
      language === "en"
        ? ["garbage", encodeURIComponent('{"decision":"maybe","preferences":{}}'), "%E0%A4%A"]
        : ["garbage"];
    for (const garbage of unreadable) {
      test(`an unreadable consent cookie (${garbage.slice(0, 12)}…) shows the banner with defaults`, async ({
        page,
        context,
      }) => {
        await setConsentCookie(context, garbage);
        await visit(page, "/");
        await expect(banner(page)).toBeVisible();
        await banner(page).getByRole("button", { name: c.customize }).click();
        await expect(switchFor(page, "necessary")).toBeChecked();
        for (const category of ["analytics", "marketing", "preferences"] as const) {
          await expect(switchFor(page, category)).not.toBeChecked();
        }
        const stored = (await context.cookies()).find((cookie) => cookie.name === consentCookie);
        expect(stored?.value).toBe(garbage);
      });
    }
  });
}

test.describe("cookie consent without JavaScript", () => {
  test.use({ presetConsent: false, javaScriptEnabled: false, locale: "en-US" });

  for (const [button, decision] of [
    [catalogs.en.cookies.acceptAll, "accepted"],
    [catalogs.en.cookies.rejectAll, "rejected"],
  ] as const) {
    test(`${button} posts the decision and comes back to the same page`, async ({ page, context }) => {
      await page.goto("/pricing");
      const banner = page.getByRole("region", { name: catalogs.en.cookies.bannerLabel });
      await banner.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL("/pricing");
      await expect(banner).toHaveCount(0);
      expect((await readConsent(context))?.decision).toBe(decision);
    });
  }
});
