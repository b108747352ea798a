import type { Page } from "@playwright/test";
import { registerThroughApi, uniqueEmail } from "./accounts-support.ts";
import {
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * The profile's "Notifications" section (ADR 0035): a person chooses whether case updates are
 * e-mailed at once or in one summary a day, with or without JavaScript, and the choice is kept.
 * (The e-mails themselves are tested against a loopback SMTP server in
 * server/modules/notifications.)
 */

function section(page: Page, language: Language) {
  return page.getByRole("region", { name: catalogs[language].messages.notifications.title, exact: true });
}

function storedFrequency(email: string): string | undefined {
  return queryDatabase<{ email_frequency: string }>(
    "SELECT p.email_frequency FROM notification_preferences p JOIN users u ON u.id = p.user_id WHERE u.email = ?",
    email,
  )[0]?.email_frequency;
}

/** The digest's hour as the page writes it (08:00 in Paris, in the page's language). */
const digestTime = (language: Language) =>
  new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 0, 1, 8)),
  );

async function chooseDailyThenImmediate(page: Page, language: Language, email: string) {
  const words = catalogs[language].messages.notifications;
  const radios = () => {
    const notifications = section(page, language);
    return {
      immediate: notifications.getByRole("radio", { name: words.immediate }),
      daily: notifications.getByRole("radio", { name: interpolate(words.daily, { time: digestTime(language) }) }),
      save: notifications.getByRole("button", { name: words.save }),
      status: notifications.getByRole("status"),
    };
  };
  await expect(section(page, language)).toContainText(words.intro);
  await expect(radios().immediate).toBeChecked();
  await expect(radios().daily).not.toBeChecked();

  await radios().daily.check();
  await radios().save.click();
  await expect(page).toHaveURL(/\/profile\?notifications=saved#notifications$/);
  await expect(radios().status).toHaveText(words.saved);
  await expect(radios().daily).toBeChecked();
  await expect.poll(() => storedFrequency(email)).toBe("daily");

  await page.reload();
  await expect(radios().daily).toBeChecked();
  await radios().immediate.check();
  await radios().save.click();
  await expect(radios().immediate).toBeChecked();
  await expect(radios().status).toHaveText(words.saved);
  await expect.poll(() => storedFrequency(email)).toBe("immediate");
}

for (const language of ["en", "fr"] as const) {
  test.describe(`profile notifications [${language}]`, () => {
    useLanguage(language);

    test("choosing a daily summary, then e-mails at once, is kept", async ({ page }) => {
      const email = uniqueEmail(`notifications-${language}`);
      await registerThroughApi(page, email);
      await visit(page, "/profile");
      await expectNoAxeViolations(page, "/profile, notifications");
      await chooseDailyThenImmediate(page, language, email);
    });
  });

  test.describe(`profile notifications without JavaScript [${language}]`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("the same plain form works without JavaScript", async ({ page }) => {
      const email = uniqueEmail(`notifications-nojs-${language}`);
      await registerThroughApi(page, email);
      await page.goto("/profile");
      await chooseDailyThenImmediate(page, language, email);
    });
  });
}

test.describe("profile notifications [ar]", () => {
  useLanguage("ar");

  test("the section reads right to left and passes axe", async ({ page }) => {
    await registerThroughApi(page, uniqueEmail("notifications-ar"));
    await visit(page, "/profile");
    await expect(
      section(page, "ar").getByRole("radio", { name: catalogs.ar.messages.notifications.immediate }),
    ).toBeChecked();
    await expectNoAxeViolations(page, "/profile, notifications, Arabic");
  });
});
