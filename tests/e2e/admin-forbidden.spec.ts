import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import { allowConsoleErrors, catalogs, expect, expectNoAxeViolations, test, useLanguage, visit } from "./support.ts";

/**
 * Every screen of the administration, walked by people who are signed in but not administrators:
 * a member, and an advisor (the team that works on cases is not the administration). Each gets
 * the administration's 403 page in their language — never a 500, never the screen.
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

for (const language of ["en", "fr"] as const) {
  test.describe(`the administration refuses non-administrators [${language}]`, () => {
    useLanguage(language);

    for (const role of ["user", "advisor"] as const) {
      test(`a signed-in ${role} gets the 403 page on every administration screen`, async ({ page }) => {
        test.slow();
        allowConsoleErrors(page, /status of 403/);
        const email = uniqueEmail(`${language}-forbidden-${role}`);
        await registerThroughApi(page, email);
        updateDatabase("UPDATE users SET role = ? WHERE email = ?", role, email);
        for (const path of screens) {
          const answer = await visit(page, path);
          expect(answer?.status(), path).toBe(403);
          await expect(
            page.getByRole("heading", { level: 1, name: catalogs[language].admin.forbidden.title }),
            path,
          ).toBeVisible();
        }
        await expectNoAxeViolations(page);
      });
    }
  });
}
