import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { apiMessageCatalogs } from "../../content/messages/api-messages.ts";
import {
  expectToast,
  password,
  registerThroughApi,
  toasts,
  uniqueEmail,
  updateDatabase,
  verificationLinkFor,
} from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const a = t.account;
  const api = apiMessageCatalogs[language];

  const main = (page: Page) => page.getByRole("main");

  /** The registration form's controls, found by their visible labels. */
  const registerForm = (page: Page) => ({
    name: main(page).getByLabel(a.fields.name, { exact: true }),
    email: main(page).getByLabel(a.fields.email, { exact: true }),
    password: main(page).getByLabel(a.fields.password, { exact: true }),
    confirmPassword: main(page).getByLabel(a.fields.confirmPassword, { exact: true }),
    nationality: main(page).getByLabel(a.fields.nationality, { exact: true }),
    targetCountry: main(page).getByLabel(a.fields.targetCountry, { exact: true }),
    profession: main(page).getByLabel(a.fields.profession, { exact: true }),
    terms: main(page).getByRole("checkbox", { name: a.register.agreeToTerms.replace(/<\/?terms>/g, "") }),
    newsletter: main(page).getByRole("checkbox", { name: a.register.newsletter }),
    submit: page.getByRole("button", { name: a.register.submit }),
  });

  async function fillRegistration(page: Page, email: string, name = "Amira Haddad") {
    const form = registerForm(page);
    await form.name.fill(name);
    await form.email.fill(email);
    await form.password.fill(password);
    await form.confirmPassword.fill(password);
    await form.nationality.selectOption("MA");
    await form.profession.fill("Software engineer");
    await form.terms.check();
    return form;
  }

  const accountMenu = (page: Page) => page.getByRole("banner").getByTestId("account-menu");

  async function signOutFromHeader(page: Page) {
    await accountMenu(page).locator("summary").click();
    await accountMenu(page).getByRole("button", { name: a.menu.signOut }).click();
    // Signing out posts, redirects and loads the home page, the heaviest page, in one step: on a
    // loaded two-core CI machine that took more than the default 5 s (stop of 2026-12-04).
    await expect(page.getByRole("banner").getByRole("link", { name: t.nav.signIn })).toBeVisible({
      timeout: 15_000,
    });
  }

  async function signInWithForm(page: Page, email: string, secret: string, rememberMe: boolean) {
    await main(page).getByLabel(a.fields.email, { exact: true }).fill(email);
    await main(page).getByLabel(a.fields.password, { exact: true }).fill(secret);
    if (rememberMe) await main(page).getByRole("checkbox", { name: a.fields.rememberMe }).check();
    await page.getByRole("button", { name: a.login.submit, exact: true }).click();
  }

  test.describe(`accounts [${language}]`, () => {
    useLanguage(language);

    test("registration shows each spec §5 message next to its field, and sends nothing until the form is valid", async ({
      page,
    }) => {
      let signUps = 0;
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/auth/sign-up/email") signUps++;
      });
      await visit(page, "/register");
      await expect(page.getByRole("heading", { level: 1, name: a.register.title })).toBeVisible();
      const form = await fillRegistration(page, uniqueEmail(`${language}-invalid`));
      // France is preselected as the target country.
      await expect(form.targetCountry).toHaveValue("FR");

      const cases: {
        field: keyof ReturnType<typeof registerForm>;
        message: string;
        spoil(): Promise<void>;
        mend(): Promise<void>;
      }[] = [
        {
          field: "email",
          message: a.errors.email_required,
          spoil: () => form.email.fill(""),
          mend: () => form.email.fill(uniqueEmail(language)),
        },
        {
          field: "email",
          message: a.errors.email_invalid,
          spoil: () => form.email.fill("not-an-address"),
          mend: () => form.email.fill(uniqueEmail(language)),
        },
        {
          field: "password",
          message: a.errors.password_required,
          spoil: async () => {
            await form.password.fill("");
            await form.confirmPassword.fill("");
          },
          mend: async () => {
            await form.password.fill(password);
            await form.confirmPassword.fill(password);
          },
        },
        {
          field: "password",
          message: a.errors.password_too_short,
          spoil: async () => {
            await form.password.fill("short");
            await form.confirmPassword.fill("short");
          },
          mend: async () => {
            await form.password.fill(password);
            await form.confirmPassword.fill(password);
          },
        },
        {
          field: "confirmPassword",
          message: a.errors.passwords_do_not_match,
          spoil: () => form.confirmPassword.fill("something else entirely"),
          mend: () => form.confirmPassword.fill(password),
        },
        {
          field: "name",
          message: a.errors.name_required,
          spoil: () => form.name.fill("   "),
          mend: () => form.name.fill("Amira Haddad"),
        },
        {
          field: "nationality",
          message: a.errors.nationality_required,
          spoil: () => form.nationality.selectOption("").then(() => {}),
          mend: () => form.nationality.selectOption("MA").then(() => {}),
        },
        {
          field: "profession",
          message: a.errors.account_profession_required,
          spoil: () => form.profession.fill(""),
          mend: () => form.profession.fill("Software engineer"),
        },
        {
          field: "terms",
          message: a.errors.terms_required,
          spoil: () => form.terms.uncheck(),
          mend: () => form.terms.check(),
        },
      ];
      for (const { field, message, spoil, mend } of cases) {
        await spoil();
        await form.submit.click();
        const control = form[field];
        await expect(control, `${field}: ${message}`).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(page.getByRole("alert").filter({ hasText: a.fixFields })).toBeVisible();
        // Focus lands on the field to fix.
        await expect(control).toBeFocused();
        await mend();
      }
      await expectNoAxeViolations(page, "/register with a message shown");
      expect(signUps, "invalid forms must not reach the API").toBe(0);
    });

    test("an address that already has an account gets the same answer as a new one, and its owner an e-mail", async ({
      page,
    }) => {
      const email = uniqueEmail(`${language}-taken`);
      await registerThroughApi(page, email);
      await page.context().clearCookies({ name: "passerelle.session_token" });
      await visit(page, "/register");
      const form = await fillRegistration(page, email, "Someone Else");
      await form.submit.click();
      await expectToast(page, language, a.register.success);
      const check = main(page).getByRole("heading", { level: 2, name: a.verify.checkTitle });
      await expect(check).toBeVisible();
      await expect(check).toBeFocused();
      await expect(main(page).getByText(email)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: t.nav.signIn })).toBeVisible();
      expect(queryDatabase("SELECT name FROM users WHERE email = ?", email)).toEqual([{ name: "Test User" }]);
      await expect
        .poll(() => queryDatabase("SELECT template FROM outbox WHERE to_address = ? ORDER BY created_at", email))
        .toEqual([{ template: "email-verification" }, { template: "existing-account-sign-up" }]);
    });

    test("an unverified account is told so on its profile and can ask for a new link; a bad link offers one too", async ({
      page,
    }) => {
      const email = uniqueEmail(`${language}-unverified`);
      await registerThroughApi(page, email);
      await visit(page, "/profile");
      const status = main(page).getByRole("region", { name: a.verify.pendingTitle });
      await expect(status).toBeVisible();
      await expect(status).toContainText(email);
      await status.getByRole("button", { name: a.verify.resend }).click();
      await expectToast(page, language, a.verify.resent);
      await expect
        .poll(() =>
          queryDatabase(
            "SELECT COUNT(*) AS n FROM outbox WHERE to_address = ? AND template = 'email-verification'",
            email,
          ),
        )
        .toEqual([{ n: 2 }]);
      await expectNoAxeViolations(page, "/profile, address not confirmed");

      await page.context().clearCookies();
      allowConsoleErrors(page, /status of 400/);
      const response = await visit(page, "/verify-email?token=not-a-real-token");
      expect(response?.status()).toBe(400);
      expect(response?.headers()["cache-control"]).toContain("no-store");
      await expect(page.getByRole("alert").filter({ hasText: a.errors.verification_link_invalid })).toBeVisible();
      await main(page).getByLabel(a.fields.email, { exact: true }).fill(email);
      await main(page).getByRole("button", { name: a.verify.resend }).click();
      await expectToast(page, language, a.verify.resent);
      await expectNoAxeViolations(page, "/verify-email with a bad link");
    });

    test("a network failure says so", async ({ page }) => {
      allowConsoleErrors(page, /ERR_FAILED|net::/);
      await visit(page, "/register");
      await page.route("**/api/auth/sign-up/email", (route) => route.abort("failed"));
      const form = await fillRegistration(page, uniqueEmail(`${language}-offline`));
      await form.submit.click();
      await expectToast(page, language, a.network);
      await expect(form.submit).toBeEnabled();
    });

    test("register, sign out, sign in with remember me, see the plan, export the data, delete the account", async ({
      page,
    }) => {
      // A long walk with several password hashes (scrypt is slow on purpose).
      test.slow();
      const email = uniqueEmail(`${language}-journey`);

      // Register for real: the page says to check the inbox; the link there confirms the address,
      // signs the person in and opens the profile, the header says so.
      await visit(page, "/register");
      await expectNoAxeViolations(page, "/register");
      const form = await fillRegistration(page, email);
      await form.newsletter.check();
      await form.submit.click();
      await expectToast(page, language, a.register.success);
      await expect(main(page).getByRole("heading", { level: 2, name: a.verify.checkTitle })).toBeVisible();
      await expectNoAxeViolations(page, "/register, check your e-mail");
      await expect
        .poll(() => queryDatabase("SELECT 1 AS sent FROM outbox WHERE to_address = ?", email))
        .toHaveLength(1);
      await visit(page, verificationLinkFor(email));
      // The link carries the language its e-mail was written in, and the profile keeps it (ADR 0026).
      await expect(page).toHaveURL(`/profile?verified=1&lang=${language}`, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1, name: a.profile.title })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: a.verify.verifiedText })).toBeVisible();
      await expect(accountMenu(page)).toContainText("Amira Haddad");
      expect(queryDatabase("SELECT email_verified FROM users WHERE email = ?", email)).toEqual([{ email_verified: 1 }]);
      expect(
        queryDatabase(
          "SELECT nationality, target_country, profession, newsletter, language, plan FROM users WHERE email = ?",
          email,
        ),
      ).toEqual([
        {
          nationality: "MA",
          target_country: "FR",
          profession: "Software engineer",
          newsletter: 1,
          language,
          plan: "free",
        },
      ]);
      // The session cookie is httpOnly: page scripts cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");

      // Sign out from the header's account menu.
      // The profile was opened by the e-mail's link, pinned to its language: home keeps the pin.
      await signOutFromHeader(page);
      await expect(page).toHaveURL(`/?lang=${language}`, { timeout: 15_000 });
      expect((await page.request.get("/api/auth/me")).status()).toBe(401);

      // Sign in with remember me: a 30-day cookie; back on the profile, the plan is shown.
      // The home page was pinned: its sign-in link keeps the language (ADR 0087).
      await page.getByRole("banner").getByRole("link", { name: t.nav.signIn }).click();
      await expect(page).toHaveURL(`/login?lang=${language}`, { timeout: 15_000 });
      await expectNoAxeViolations(page, "/login");
      await signInWithForm(page, email, password, true);
      await expectToast(page, language, a.login.success);
      await expect(page).toHaveURL(`/profile?lang=${language}`, { timeout: 15_000 });
      const session = (await page.context().cookies()).find((c) => c.name === "passerelle.session_token");
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe("Lax");
      expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

      const plan = page.getByRole("region", { name: a.profile.plan.title });
      await expect(plan.getByText(a.plans.free, { exact: true })).toBeVisible();
      await expect(page.getByText(a.profile.memberSince.replace("{{date}}", ""), { exact: false })).toBeVisible();
      await expectNoAxeViolations(page, "/profile");

      // Staff or billing change the plan: the profile and the browser's stored plan follow.
      updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
      await visit(page, "/profile");
      await expect(plan.getByText(a.plans.premium, { exact: true })).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("userPlan"))).toBe("premium");
      updateDatabase("UPDATE users SET has_active_dfy_plan = 1 WHERE email = ?", email);
      await visit(page, "/profile");
      await expect(plan.getByText(a.plans.dfy, { exact: true })).toBeVisible();
      await expect(plan.getByText(a.profile.plan.dfyActive)).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem("userPlan"))).toBe("dfy");

      // Export my data: a JSON download of what we hold.
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: a.profile.data.export }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`passerelle-my-data-${new Date().toISOString().slice(0, 10)}.json`);
      const exported = JSON.parse(readFileSync(String(await download.path()), "utf8"));
      expect(exported.account).toMatchObject({ email, name: "Amira Haddad", plan: "premium", hasActiveDfyPlan: true });
      expect(JSON.stringify(exported)).not.toMatch(/"password"|session_token/);

      // Delete my account, after a confirmation asking for the password.
      await page.getByRole("button", { name: a.profile.data.delete }).click();
      const dialog = page.getByRole("dialog", { name: a.profile.data.confirmTitle });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, "/profile with the deletion dialog");
      await dialog.getByLabel(a.fields.currentPassword).fill(password);
      await dialog.getByRole("button", { name: a.profile.data.confirm }).click();
      await expectToast(page, language, a.profile.data.deleted);
      await expect(page).toHaveURL("/", { timeout: 15_000 });
      await expect(page.getByRole("banner").getByRole("link", { name: t.nav.signIn })).toBeVisible();
      expect(queryDatabase("SELECT 1 FROM users WHERE email = ?", email)).toEqual([]);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("userPlan"))).toBeNull();

      // Signing in again fails.
      allowConsoleErrors(page, /status of 401/);
      await visit(page, "/login");
      await signInWithForm(page, email, password, false);
      await expectToast(page, language, a.login.failed);
      await expect(page.getByRole("alert").filter({ hasText: api.invalid_credentials })).toBeVisible();
      await expect(page).toHaveURL("/login", { timeout: 15_000 });
    });

    test("a protected page sends a visitor to sign in, then back to it", async ({ page }) => {
      const email = uniqueEmail(`${language}-back`);
      await registerThroughApi(page, email, "Back Again");
      await page.context().clearCookies({ name: "passerelle.session_token" });
      await visit(page, "/profile");
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/profile")}`);
      await signInWithForm(page, email, password, false);
      await expect(page).toHaveURL("/profile", { timeout: 15_000 });
      // Without remember me the cookie ends with the browser session.
      const session = (await page.context().cookies()).find((c) => c.name === "passerelle.session_token");
      expect(session?.expires).toBe(-1);

      // Following a link from the open account menu closes it on the new page.
      await visit(page, "/visa");
      await accountMenu(page).locator("summary").click();
      await expect(accountMenu(page)).toHaveAttribute("open", "");
      await accountMenu(page).getByRole("link", { name: a.menu.profile }).press("Enter");
      await expect(page).toHaveURL("/profile");
      await expect(accountMenu(page)).not.toHaveAttribute("open");

      // The header's sign-in link brings visitors back to the page they were on.
      await signOutFromHeader(page);
      await visit(page, "/visa");
      await expect(page.getByRole("banner").getByRole("link", { name: t.nav.signIn })).toHaveAttribute(
        "href",
        `/login?redirectTo=${encodeURIComponent("/visa")}`,
      );
      // An address on another site is never followed: "//evil.example/x" is read as a path of ours
      // (core/safe-redirect.ts), which does not exist.
      allowConsoleErrors(page, /status of 404/);
      await visit(page, `/login?redirectTo=${encodeURIComponent("//evil.example/x")}`);
      await signInWithForm(page, email, password, false);
      await expect(page).toHaveURL("/evil.example/x", { timeout: 15_000 });
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    });

    test("a failed plan refresh changes nothing and is only logged", async ({ page }) => {
      allowConsoleErrors(page, /status of 500/);
      const email = uniqueEmail(`${language}-refresh`);
      await registerThroughApi(page, email);
      updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.route("**/api/auth/me", (route) => route.fulfill({ status: 500, body: "down" }));
      await visit(page, "/profile");
      await expect.poll(() => warnings.some((text) => text.startsWith("Failed to fetch user plan status"))).toBe(true);
      const plan = page.getByRole("region", { name: a.profile.plan.title });
      await expect(plan.getByText(a.plans.premium, { exact: true })).toBeVisible();
      await expect(toasts(page, language)).toHaveCount(0);
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test("the menu offers Profile and Sign out to a signed-in user", async ({ page }) => {
        await registerThroughApi(page, uniqueEmail(`${language}-phone`), "Phone User");
        await visit(page, "/");
        const openMenu = async () => {
          await page.getByRole("banner").getByRole("button", { name: t.nav.openMenu }).click();
          const dialog = page.getByRole("dialog", { name: t.nav.mobileMenuTitle });
          await expect(dialog).toBeVisible();
          return dialog;
        };
        let dialog = await openMenu();
        await expect(dialog.getByRole("link", { name: t.nav.signIn })).toHaveCount(0);
        await expect(dialog.getByRole("link", { name: a.menu.profile })).toHaveAttribute("href", "/profile");
        await expectNoAxeViolations(page, "/ with the mobile menu open, signed in");
        await dialog.getByRole("button", { name: a.menu.signOut }).click();
        await expect(dialog).toBeHidden();
        dialog = await openMenu();
        await expect(dialog.getByRole("link", { name: t.nav.signIn })).toBeVisible();
        expect((await page.request.get("/api/auth/me")).status()).toBe(401);
      });
    });

    test("a forgotten password is reset through a single-use link sent by e-mail", async ({ page }) => {
      test.slow();
      allowConsoleErrors(page, /status of 400/);
      const email = uniqueEmail(`${language}-reset`);
      await registerThroughApi(page, email);
      await page.context().clearCookies({ name: "passerelle.session_token" });

      await visit(page, "/login");
      await page.getByRole("link", { name: a.login.forgot }).click();
      await expect(page).toHaveURL("/forgot-password");
      await expectNoAxeViolations(page, "/forgot-password");
      // A wrong address is refused beside its field, before anything is sent.
      const emailField = main(page).getByLabel(a.fields.email, { exact: true });
      await emailField.fill("not-an-address");
      await page.getByRole("button", { name: a.forgot.submit }).click();
      await expect(emailField).toHaveAttribute("aria-invalid", "true");
      await expect(emailField).toHaveAccessibleDescription(new RegExp(escapeRegExp(a.errors.email_invalid)));
      await expect(page.getByRole("alert").filter({ hasText: a.fixFields })).toBeVisible();
      await expect(emailField).toBeFocused();
      await emailField.fill(email);
      await page.getByRole("button", { name: a.forgot.submit }).click();
      await expect(main(page).getByRole("status")).toContainText(a.forgot.sent.replace("{{email}}", email));

      const [message] = queryDatabase<{ text_body: string }>(
        "SELECT text_body FROM outbox WHERE to_address = ? AND template = 'password-reset'",
        email,
      );
      const link = /https?:\/\/[^\s]+\/reset-password\?token=[\w-]+/.exec(message?.text_body ?? "")?.[0];
      expect(link, "the e-mail carries the reset link").toBeTruthy();
      const path = new URL(String(link)).pathname + new URL(String(link)).search;

      await visit(page, path);
      await expectNoAxeViolations(page, "/reset-password");
      await main(page).getByLabel(a.fields.newPassword, { exact: true }).fill("a brand new secret");
      const confirmField = main(page).getByLabel(a.fields.confirmNewPassword, { exact: true });
      await confirmField.fill("a different secret");
      await page.getByRole("button", { name: a.reset.submit }).click();
      await expect(confirmField).toHaveAccessibleDescription(new RegExp(escapeRegExp(a.errors.passwords_do_not_match)));
      await expect(page.getByRole("alert").filter({ hasText: a.fixFields })).toBeVisible();
      await expect(confirmField).toBeFocused();
      await confirmField.fill("a brand new secret");
      await page.getByRole("button", { name: a.reset.submit }).click();
      await expectToast(page, language, a.reset.success);
      await expect(page).toHaveURL("/login", { timeout: 15_000 });
      await signInWithForm(page, email, "a brand new secret", false);
      await expect(page).toHaveURL("/profile", { timeout: 15_000 });

      // The link worked once.
      await signOutFromHeader(page);
      await visit(page, path);
      await main(page).getByLabel(a.fields.newPassword, { exact: true }).fill("yet another secret");
      await main(page).getByLabel(a.fields.confirmNewPassword, { exact: true }).fill("yet another secret");
      await page.getByRole("button", { name: a.reset.submit }).click();
      await expectToast(page, language, a.reset.failed);
      await expect(page.getByRole("alert").filter({ hasText: api.reset_link_invalid })).toBeVisible();
      await expect(toasts(page, language)).toHaveCount(1);
    });
  });
}

test.describe("accounts [ar]", () => {
  useLanguage("ar");
  const a = catalogs.ar.account;

  test("the account pages render right to left, in Arabic, without errors", async ({ page }) => {
    for (const [path, title] of [
      ["/register", a.register.title],
      ["/login", a.login.title],
      ["/forgot-password", a.forgot.title],
    ] as const) {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations(page, `${path} in Arabic`);
    }
    // Messages in Arabic, next to their field.
    await visit(page, "/register");
    await page.getByRole("main").getByRole("button", { name: a.register.submit }).click();
    await expect(page.getByRole("main").getByLabel(a.fields.email, { exact: true })).toHaveAccessibleDescription(
      a.errors.email_required,
    );
  });
});
