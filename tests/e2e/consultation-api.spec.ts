import type { Page } from "@playwright/test";
import { assumedTimeZoneNotice } from "../../content/messages/assumed-time-zone.ts";
import { signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import { baseUrl, catalogs, expect, expectNoAxeViolations, queryDatabase, test, useLanguage } from "./support.ts";

/**
 * POST /api/consultation-request takes the product specification's payload as it stands (ADR 0063):
 * exactly `email`, `countryOfOrigin`, `applicationType`, `message` and `language`, no name and no
 * time zone. The answer is 201 with the id and says Paris time was taken; the request is stored
 * without a name and shows in the back office under its address.
 */

/** Posts that payload, exactly its five fields, with our own Origin as the CSRF check wants (ADR 0007). */
async function postSpecPayload(page: Page, email: string, language: "en" | "fr") {
  const payload = {
    email,
    countryOfOrigin: "BR",
    applicationType: "entrepreneur",
    message: "I want to open a bakery in Toulouse next year.",
    language,
  };
  expect(Object.keys(payload)).toHaveLength(5);
  const response = await page.request.post("/api/consultation-request", {
    headers: { origin: baseUrl() },
    data: payload,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; timeZone: string; notice: string };
}

for (const language of ["en", "fr"] as const) {
  const b = catalogs[language].backOffice;

  test.describe(`the consultation API with spec §7's payload [${language}]`, () => {
    useLanguage(language);

    test("answers 201 to exactly the five fields, with the id and the time zone it took", async ({ page }) => {
      const email = uniqueEmail(`consult-spec-${language}`);
      const answer = await postSpecPayload(page, email, language);
      expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.timeZone).toBe("Europe/Paris");
      expect(answer.notice).toBe(assumedTimeZoneNotice(language, "Europe/Paris"));

      const rows = queryDatabase<{ id: string; name: string | null; time_zone: string; language: string }>(
        "SELECT id, name, time_zone, language FROM consultation_requests WHERE email = ?",
        email,
      );
      expect(rows).toEqual([{ id: answer.id, name: null, time_zone: "Europe/Paris", language }]);
    });

    test("the back office lists and opens a request without a name under its address", async ({ page }) => {
      // admin:create runs a Node process, and axe runs twice.
      test.slow();
      const email = uniqueEmail(`consult-spec-bo-${language}`);
      await postSpecPayload(page, email, language);
      await signInAsNewAdmin(page, uniqueEmail(`consult-spec-admin-${language}`));
      await page.goto(`/admin/consultations?search=${encodeURIComponent(email)}`);
      await expect(page.getByRole("heading", { level: 1, name: b.consultations.title })).toBeVisible();
      const link = page.getByRole("row").getByRole("link", { name: email });
      await expect(link).toBeVisible();
      await expectNoAxeViolations(page, `/admin/consultations, a request without a name [${language}]`);
      await link.click();
      await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
      await expectNoAxeViolations(page, `/admin/consultations/:id, a request without a name [${language}]`);
    });
  });
}
