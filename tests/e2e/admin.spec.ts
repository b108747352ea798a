import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { apiMessageCatalogs } from "../../content/messages/api-messages.ts";
import { parseCsv } from "../../server/modules/admin/csv-test-kit.ts";
import {
  adminCreateCommand,
  expectToast,
  password,
  registerThroughApi,
  signInAsNewAdmin,
  uniqueEmail,
} from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  interpolate,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

type CaptureRow = { email: string; created_at: string; conversation_id: string | null };

/** What a spreadsheet would run as a formula gets a leading apostrophe in the export. */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const captures = () =>
  queryDatabase<CaptureRow>(
    "SELECT email, created_at, conversation_id FROM email_captures ORDER BY created_at DESC, email",
  );

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const m = t.admin.emails;

  const panel = (page: Page) => page.getByRole("region", { name: m.title });

  async function captureFromFooter(page: Page, email: string) {
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: t.emailCapture.label }).fill(email);
    await footer.getByRole("button", { name: t.emailCapture.submit }).click();
    await expect(footer.getByRole("textbox", { name: t.emailCapture.label })).toHaveValue("");
  }

  test.describe(`administrator's e-mail list [${language}]`, () => {
    useLanguage(language);

    test("the one-time password from admin:create opens no session: it leads to choosing one's own, and cannot be chosen again", async ({
      page,
    }) => {
      test.slow();
      allowConsoleErrors(page, /status of 400|status of 401/);
      const a = t.account;
      const api = apiMessageCatalogs[language];
      const adminEmail = uniqueEmail(`${language}-first-admin`);
      const oneTime = await adminCreateCommand(adminEmail);
      await visit(page, "/login?redirectTo=%2Fadmin");
      await page.getByRole("main").getByLabel(a.fields.email, { exact: true }).fill(adminEmail);
      await page.getByRole("main").getByLabel(a.fields.password, { exact: true }).fill(oneTime);
      await page.getByRole("button", { name: a.login.submit, exact: true }).click();
      await expectToast(page, language, a.login.firstPassword);
      await expect(page).toHaveURL(/\/reset-password\?token=.+&first=1$/, { timeout: 15_000 });
      await expect(page.getByText(a.reset.firstPassword)).toBeVisible();
      expect((await page.request.get("/api/auth/me")).status()).toBe(401);
      await expectNoAxeViolations(page, "/reset-password, first administrator sign-in");

      const newPassword = page.getByRole("main").getByLabel(a.fields.newPassword, { exact: true });
      const confirm = page.getByRole("main").getByLabel(a.fields.confirmNewPassword, { exact: true });
      await newPassword.fill(oneTime);
      await confirm.fill(oneTime);
      await page.getByRole("button", { name: a.reset.submit }).click();
      // Accessible descriptions fold every space, French narrow no-break spaces included.
      await expect(newPassword).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(api.password_reused).replace(/\s/g, "\\s")),
      );

      const own = `${password} for ${language}`;
      await newPassword.fill(own);
      await confirm.fill(own);
      await page.getByRole("button", { name: a.reset.submit }).click();
      await expectToast(page, language, a.reset.success);
      await expect(page).toHaveURL("/login", { timeout: 15_000 });

      // The one-time password is spent; the chosen one opens the administrator's screen.
      const again = await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: baseUrl() },
        data: { email: adminEmail, password: oneTime },
      });
      expect(again.status()).toBe(401);
      await page.getByRole("main").getByLabel(a.fields.email, { exact: true }).fill(adminEmail);
      await page.getByRole("main").getByLabel(a.fields.password, { exact: true }).fill(own);
      await page.getByRole("button", { name: a.login.submit, exact: true }).click();
      await expectToast(page, language, a.login.success);
      await visit(page, "/admin");
      await expect(page.getByRole("heading", { level: 1, name: t.admin.title })).toBeVisible();
    });

    test("visitors are sent to sign in and normal users are refused, on /admin and /admin-panel", async ({ page }) => {
      allowConsoleErrors(page, /status of 403/);
      for (const path of ["/admin", "/admin-panel"]) {
        await visit(page, path);
        await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      }
      await registerThroughApi(page, uniqueEmail(`${language}-not-admin`));
      for (const path of ["/admin", "/admin-panel"]) {
        const response = await visit(page, path);
        expect(response?.status()).toBe(403);
        await expect(page.getByRole("heading", { level: 1, name: t.admin.forbidden.title })).toBeVisible();
        await expect(page.getByText(m.loading)).toHaveCount(0);
      }
      await expectNoAxeViolations(page, "/admin-panel refused");
    });

    test("an administrator made with npm run admin:create sees the footer's captures and exports them as CSV", async ({
      page,
    }) => {
      test.slow();
      // Addresses left by visitors in the footer form, one a spreadsheet would read as a formula.
      const tag = `${language}-${Date.now()}`;
      const mine = [`e2e-admin-${tag}@example.com`, `+33612345678-${tag}@example.com`, `-2+3-${tag}@example.com`];
      await visit(page, "/");
      for (const email of mine) await captureFromFooter(page, email);

      const adminEmail = uniqueEmail(`${language}-admin`);
      await signInAsNewAdmin(page, adminEmail);
      const storedBeforeLoad = captures().length;

      // The list loads after the page: "Loading email data..." meanwhile.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/email-captures", async (route) => {
        await held;
        await route.continue();
      });
      await visit(page, "/admin");
      await expect(page.getByRole("heading", { level: 1, name: t.admin.title })).toBeVisible();
      await expect(panel(page).getByRole("status")).toHaveText(m.loading);
      release();
      const table = panel(page).getByRole("table", { name: m.caption });
      await expect(table).toBeVisible();
      await page.unroute("**/api/email-captures");

      for (const email of mine) {
        await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(1);
      }
      // Totals: every capture of this run is recent, so "this week" counts them all.
      const shownTotal = Number((await panel(page).getByTestId("total-count").textContent())?.replace(/\D/g, ""));
      expect(shownTotal).toBeGreaterThanOrEqual(storedBeforeLoad);
      expect(shownTotal).toBeLessThanOrEqual(captures().length);
      await expect(panel(page).getByTestId("week-count")).toHaveText(
        (await panel(page).getByTestId("total-count").textContent()) ?? "",
      );
      await expectNoAxeViolations(page, "/admin with the list");

      // Search narrows the table.
      await panel(page).getByRole("searchbox", { name: m.search }).fill(tag);
      await expect(table.getByRole("row")).toHaveCount(1 + mine.length);
      await panel(page).getByRole("searchbox", { name: m.search }).fill(`nothing-matches-${tag}`);
      await expect(panel(page).getByText(interpolate(m.noMatch, { query: `nothing-matches-${tag}` }))).toBeVisible();
      await panel(page).getByRole("searchbox", { name: m.search }).fill("");

      // Export: busy while the file is prepared, then a CSV whose rows are the stored captures.
      let releaseExport: () => void = () => {};
      const exportHeld = new Promise<void>((resolve) => {
        releaseExport = resolve;
      });
      await page.route("**/api/email-captures/export", async (route) => {
        await exportHeld;
        await route.continue();
      });
      const before = captures();
      const downloading = page.waitForEvent("download");
      await panel(page).getByRole("button", { name: m.export }).click();
      await expect(panel(page).getByRole("button", { name: m.exporting })).toBeDisabled();
      releaseExport();
      const download = await downloading;
      const after = captures();
      await expect(panel(page).getByRole("button", { name: m.export })).toBeEnabled();
      expect(download.suggestedFilename()).toBe(`passerelle-emails-${new Date().toISOString().slice(0, 10)}.csv`);
      const [header, ...rows] = parseCsv(readFileSync(String(await download.path()), "utf8"));
      expect(header).toEqual(["emails", "date captured", "engagement status", "conversation id"]);
      // Other browser tests may capture addresses meanwhile: the export holds everything stored
      // before it started, and nothing that was never stored.
      const expected = (row: CaptureRow) => [defused(row.email), row.created_at, defused(row.conversation_id ?? "")];
      const exported = rows.map(([email, date, , conversation]) => [email, date, conversation]);
      for (const row of before) expect(exported).toContainEqual(expected(row));
      for (const row of exported) expect(after.map(expected)).toContainEqual(row);
      expect(rows.length).toBeGreaterThanOrEqual(before.length);
      for (const row of rows) expect(["registered", "chat", "captured"]).toContain(row[2]);
      // Formulas are neutralised, the plain address is untouched.
      expect(exported.map((row) => row[0])).toContain(`'+33612345678-${tag}@example.com`);
      expect(exported.map((row) => row[0])).toContain(`'-2+3-${tag}@example.com`);
      expect(exported.map((row) => row[0])).toContain(`e2e-admin-${tag}@example.com`);
      expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);

      // /admin-panel is the same screen.
      await visit(page, "/admin-panel");
      await expect(panel(page).getByRole("table", { name: m.caption })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: t.admin.title })).toBeVisible();
    });

    test("with nothing collected yet, the export is disabled with a note", async ({ page }) => {
      const adminEmail = uniqueEmail(`${language}-admin-empty`);
      await signInAsNewAdmin(page, adminEmail);
      // This run's database is shared with other tests: show the screen an empty list.
      await page.route("**/api/email-captures", (route) => route.fulfill({ json: [] }));
      await visit(page, "/admin");
      const exportButton = panel(page).getByRole("button", { name: m.export });
      await expect(exportButton).toBeDisabled();
      await expect(exportButton).toHaveAccessibleDescription(m.exportEmpty);
      await expect(panel(page).getByText(m.none, { exact: true })).toBeVisible();
      await expect(panel(page).getByTestId("total-count")).toHaveText("0");
      await expect(panel(page).getByTestId("week-count")).toHaveText("0");
      await expectNoAxeViolations(page, "/admin with no captures");
    });
  });
}
