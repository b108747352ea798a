import { DatabaseSync } from "node:sqlite";
import type { BrowserContext, Page } from "@playwright/test";
import { countryName } from "../../core/countries.ts";
import { adminCreate, chooseFirstPassword } from "./accounts-support.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";
import {
  catalogs,
  consentCookie,
  consentValue,
  expect,
  expectNoAxeViolations,
  type Language,
  languageCookie,
  localeFor,
  test,
  visit,
} from "./support.ts";

/**
 * ADR 0040: analytics only with the visitor's consent, seen from the admin dashboard.
 * Each language walks on a server of its own (its own database), so the dashboard's counts are
 * this walk's alone: a visitor who rejects cookies browses and starts the wizard and nothing is
 * counted; one who accepts is counted as a visit with a started wizard.
 */
test.use({
  presetConsent: false,
  // A person's browser: headless Chromium says "HeadlessChrome", which the page server skips as a bot.
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

let server: OwnServer;
test.beforeEach(async () => {
  server = await startOwnServer("analytics", { AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
});
test.afterEach(async () => {
  await server?.stop();
});

function events(): { name: string; path: string | null }[] {
  const db = new DatabaseSync(server.databaseFile);
  try {
    return db.prepare("SELECT name, path FROM analytics_events ORDER BY created_at").all() as {
      name: string;
      path: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** `admin:create` against this server's database, then the first sign-in and one's own password. */
async function signInAdmin(context: BrowserContext, email: string) {
  await chooseFirstPassword(
    context.request,
    server.base,
    email,
    await adminCreate(email, "admin", server.databaseFile),
  );
}

/** The funnel table's count for a step, as the page shows it. */
function stepCount(page: Page, language: Language, step: keyof (typeof catalogs)["en"]["adminDashboard"]["steps"]) {
  return page
    .getByRole("table", { name: new RegExp(catalogs[language].adminDashboard.table.caption.split("{{")[0] ?? "") })
    .getByRole("row", { name: new RegExp(`^${catalogs[language].adminDashboard.steps[step]} `) })
    .getByRole("cell")
    .first();
}

/** A visitor's walk: the home page, the cookie banner's answer, a page by its link, then the wizard's three questions. */
async function browseAndRunWizard(page: Page, language: Language, answer: "acceptAll" | "rejectAll") {
  const t = catalogs[language];
  await visit(page, `${server.base}/`);
  await page
    .getByRole("region", { name: t.cookies.bannerLabel })
    .getByRole("button", { name: t.cookies[answer] })
    .click();
  await expect(page.getByRole("region", { name: t.cookies.bannerLabel })).toHaveCount(0);
  // The banner hides at once; the answer's cookie comes with the server's reply.
  await expect
    .poll(async () => (await page.context().cookies(server.base)).some((cookie) => cookie.name === consentCookie))
    .toBe(true);
  await visit(page, `${server.base}/pricing?from=newsletter`);
  await visit(page, `${server.base}/`);
  await page.getByRole("region", { name: t.home.title }).getByRole("button", { name: t.home.hero.start }).click();
  const dialog = page.getByRole("dialog", { name: t.wizard.title });
  const name = countryName("IN", language);
  await dialog.getByRole("searchbox", { name: t.wizard.country.searchLabel }).fill(name);
  await dialog.getByRole("radio", { name, exact: true }).check();
  await dialog.getByRole("button", { name: t.wizard.continue, exact: true }).click();
  await expect(dialog.getByText(t.wizard.questions.profession)).toBeVisible();
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const d = t.adminDashboard;

  test.describe(`consented analytics on the admin dashboard [${language}]`, () => {
    test.use({ lang: language, locale: localeFor[language] });

    test("a visitor who rejects cookies is not counted; one who accepts is, as a visit and a started wizard", async ({
      page,
      context,
      browser,
    }) => {
      test.slow();
      // The administrator's own browser (analytics refused, so it counts nothing either).
      const adminContext = await browser.newContext({ locale: localeFor[language] });
      await adminContext.addCookies([
        { name: languageCookie, value: language, url: server.base },
        { name: consentCookie, value: consentValue("rejected"), url: server.base },
      ]);
      await signInAdmin(adminContext, `analytics-${language}@example.com`);
      const admin = await adminContext.newPage();

      await browseAndRunWizard(page, language, "rejectAll");
      await expect
        .poll(() => (async () => (await context.cookies(server.base)).map((c) => c.name))())
        .not.toContain("passerelle_visitor");
      expect(events()).toEqual([]);
      await admin.goto(`${server.base}/admin/dashboard?days=7`);
      await expect(admin.getByRole("heading", { level: 1, name: d.title })).toBeVisible();
      await expect(stepCount(admin, language, "visits")).toHaveText("0");
      await expect(stepCount(admin, language, "wizard_started")).toHaveText("0");

      // A new visitor in the same browser, who accepts.
      await context.clearCookies();
      await context.addCookies([{ name: languageCookie, value: language, url: server.base }]);
      await browseAndRunWizard(page, language, "acceptAll");
      await expect.poll(() => events().filter((event) => event.name === "wizard_started").length).toBe(1);
      const paths = events().map((event) => event.path);
      expect(paths).toContain("/pricing");
      expect(paths.every((path) => path === null || !path.includes("?"))).toBe(true);

      await admin.reload();
      await expect(stepCount(admin, language, "visits")).toHaveText("1");
      await expect(stepCount(admin, language, "wizard_started")).toHaveText("1");
      await expect(admin.getByRole("link", { name: d.periods["7"] })).toHaveAttribute("aria-current", "page");
      await admin.getByRole("link", { name: d.periods["90"] }).click();
      await expect(admin).toHaveURL(/days=90$/);
      await expect(admin.getByRole("img", { name: new RegExp(d.periods["90"]) })).toBeVisible();
      expect((await admin.request.get(`${server.base}/admin/dashboard`)).headers()["cache-control"]).toBe("no-store");
      await expectNoAxeViolations(admin, `/admin/dashboard [${language}]`);
      // Right to left in Arabic: the same figures, the chart mirrored, still accessible.
      await admin.goto(`${server.base}/admin/dashboard?days=7&lang=ar`);
      await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(stepCount(admin, "ar", "visits")).toHaveText(new Intl.NumberFormat("ar").format(1));
      await expectNoAxeViolations(admin, "/admin/dashboard [ar]");
      await adminContext.close();
    });
  });
}
