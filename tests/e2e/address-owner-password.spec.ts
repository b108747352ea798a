import type { BrowserContext, Page } from "@playwright/test";
import { expectToast, uniqueEmail, verificationLinkFor } from "./accounts-support.ts";
import {
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  localeFor,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

// ADR 0065: someone registers a person's address first, with their own password; the person follows
// the e-mail's link in their own browser and ends up in control.

const squatterPassword = "the squatter's own password";
const chosenPassword = "my very own password";

for (const language of ["en", "fr"] as const) {
  const a = catalogs[language].account;
  const main = (page: Page) => page.getByRole("main");

  /** Another person's browser: registers the address with a password of their own, and signs in. */
  async function squat(context: BrowserContext, email: string) {
    const origin = baseUrl();
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers: { origin },
      data: {
        email,
        password: squatterPassword,
        confirmPassword: squatterPassword,
        name: "Not Amira",
        nationality: "MA",
        targetCountry: "FR",
        profession: "Engineer",
        agreeToTerms: true,
        language,
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const signIn = await context.request.post("/api/auth/sign-in/email", {
      headers: { origin },
      data: { email, password: squatterPassword },
    });
    expect(signIn.status()).toBe(200);
  }

  test.describe(`the address's owner chooses the password (${language})`, () => {
    useLanguage(language);

    test("a link opened in another browser leads to choosing a password, then signed in; the squatter is out", async ({
      page,
      browser,
    }) => {
      test.slow();
      const email = uniqueEmail(`${language}-owner`);
      const squatter = await browser.newContext({ baseURL: baseUrl(), locale: localeFor[language] });
      try {
        await squat(squatter, email);
        await expect
          .poll(() => queryDatabase("SELECT 1 AS sent FROM outbox WHERE to_address = ?", email))
          .toHaveLength(1);

        // The person follows the link in their own browser: the forced password page, in the
        // e-mail's language.
        await visit(page, verificationLinkFor(email));
        await expect(page).toHaveURL(`/choose-password?lang=${language}`, { timeout: 15_000 });
        await expect(page.getByRole("heading", { level: 1, name: a.choosePassword.title })).toBeVisible();
        await expect(main(page)).toContainText(email);
        await expectNoAxeViolations(page, "/choose-password");

        // Nothing else opens until a password is chosen.
        await visit(page, `/profile?lang=${language}`);
        await expect(page).toHaveURL(`/choose-password?lang=${language}`);

        // The squatter's session is dead and their password refused.
        expect((await squatter.request.get("/api/auth/me")).status()).toBe(401);
        const again = await squatter.request.post("/api/auth/sign-in/email", {
          headers: { origin: baseUrl() },
          data: { email, password: squatterPassword },
        });
        expect(again.status()).toBe(401);

        // Two different passwords: the form says so, next to the field.
        await main(page).getByLabel(a.fields.newPassword, { exact: true }).fill(chosenPassword);
        await main(page).getByLabel(a.fields.confirmNewPassword, { exact: true }).fill(`${chosenPassword}!`);
        await page.getByRole("button", { name: a.choosePassword.submit }).click();
        await expect(main(page).getByLabel(a.fields.confirmNewPassword, { exact: true })).toHaveAttribute(
          "aria-invalid",
          "true",
        );
        await expectNoAxeViolations(page, "/choose-password, passwords differ");

        await main(page).getByLabel(a.fields.confirmNewPassword, { exact: true }).fill(chosenPassword);
        await page.getByRole("button", { name: a.choosePassword.submit }).click();
        await expectToast(page, language, a.choosePassword.success);
        await expect(page).toHaveURL(`/profile?verified=1&lang=${language}`, { timeout: 15_000 });
        await expect(page.getByRole("heading", { level: 1, name: a.profile.title })).toBeVisible();
        await expectNoAxeViolations(page, "/profile after choosing the password");
        expect(queryDatabase("SELECT email_verified FROM users WHERE email = ?", email)).toEqual([
          { email_verified: 1 },
        ]);

        // The chosen password signs in anywhere; the squatter's still does not.
        const fresh = await browser.newContext({ baseURL: baseUrl() });
        try {
          const signIn = await fresh.request.post("/api/auth/sign-in/email", {
            headers: { origin: baseUrl() },
            data: { email, password: chosenPassword },
          });
          expect(signIn.status()).toBe(200);
        } finally {
          await fresh.close();
        }
        const squatterAgain = await squatter.request.post("/api/auth/sign-in/email", {
          headers: { origin: baseUrl() },
          data: { email, password: squatterPassword },
        });
        expect(squatterAgain.status()).toBe(401);
      } finally {
        await squatter.close();
      }
    });
  });
}
