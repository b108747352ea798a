import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  catalogs,
  escapeHtml,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * Every screen of the administration, walked by people who are signed in but not administrators:
 * a member, and an advisor (the team that works on cases is not the administration). Each gets
 * the administration's 403 page in their language — never a 500, never the screen.
 *
 * Every screen is asked for with the walk's own cookies and its page read as sent; one of them,
 * a different one in each walk, is also opened in the browser and checked with axe: one layout
 * route guards them all (app/routes/admin-layout.tsx), so the browser shows the same page for each.
 */
const screens = [
  "/admin",
  "/admin-panel",
  "/admin/dashboard",
  "/admin/consultations",
  "/admin/consultations/00000000-0000-4000-8000-000000000000",
  "/admin/outbox",
  "/admin/faq",
  "/admin/users",
  "/admin/settings",
  "/admin/audit",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/00000000-0000-4000-8000-000000000000",
];

for (const [languageIndex, language] of (["en", "fr"] as const).entries()) {
  test.describe(`the administration refuses non-administrators [${language}]`, () => {
    useLanguage(language);

    for (const [walk, role] of (["user", "advisor"] as const).entries()) {
      test(`a signed-in ${role} gets the 403 page on every administration screen`, async ({ page }) => {
        test.slow();
        allowConsoleErrors(page, /status of 403/);
        const forbidden = catalogs[language].admin.forbidden.title;
        const email = uniqueEmail(`${language}-forbidden-${role}`);
        await registerThroughApi(page, email);
        updateDatabase("UPDATE users SET role = ? WHERE email = ?", role, email);
        for (const path of screens) {
          const answer = await page.request.get(path, { headers: { accept: "text/html" } });
          expect(answer.status(), path).toBe(403);
          expect(await answer.text(), path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(forbidden))}</h1>`));
        }
        // Screens 0, 3, 6 and 9: each walk opens another.
        const shown = screens[(walk * 2 + languageIndex) * 3] ?? "/admin";
        const answer = await visit(page, shown);
        expect(answer?.status(), shown).toBe(403);
        await expect(page.getByRole("heading", { level: 1, name: forbidden }), shown).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
