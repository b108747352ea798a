import { spawn } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { legalNoticeExamples } from "../../content/legal/legal-notice-examples.ts";
import { password, registerThroughApi, uniqueEmail, verificationLinkFor } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  languageCookie,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * Who we are (ADR 0026): the legal notice and the contact page, in English and French,
 * with and without JavaScript; and the chosen language staying through refused forms and
 * redirects for a visitor who arrived on a ?lang= address with a browser in another language.
 */

type ContactRow = {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  user_id: string | null;
};
const contactRow = (email: string) =>
  queryDatabase<ContactRow>("SELECT * FROM contact_messages WHERE email = ?", email);
const mailsTo = (email: string) =>
  queryDatabase<{ template: string; language: string; subject: string; text_body: string }>(
    "SELECT template, language, subject, text_body FROM outbox WHERE to_address = ? ORDER BY created_at",
    email,
  );

async function fillContactForm(page: Page, language: Language, email: string, message: string) {
  const t = catalogs[language].contact;
  await page.getByLabel(t.name).fill("Amira Haddad");
  await page.getByLabel(t.emailField).fill(email);
  await page.getByLabel(t.subject).selectOption({ label: t.subjects.visa });
  await page.getByLabel(t.message).fill(message);
  await page.getByRole("checkbox", { name: t.consent }).check();
}

/** A refused form answers 400 on purpose; the browser logs every 4xx as a console error. */
const expectRefusals = (page: Page) => allowConsoleErrors(page, /status of 400 \(Bad Request\)/);

async function languageCookieValue(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === languageCookie)?.value;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`who we are, in ${language}`, () => {
    useLanguage(language);

    test("the legal notice names publisher, director and host, each example value marked as one", async ({ page }) => {
      await visit(page, "/legal-notice");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.legalNotice.title);
      await expect(page).toHaveTitle(`${t.legalNotice.title} · Passerelle`);
      // The shared test server configures nothing: the page says so plainly.
      await expect(page.getByRole("note")).toHaveText(t.legalNotice.examplesText);
      const main = page.getByRole("main");
      for (const [label, value] of [
        [t.legalNotice.companyName, legalNoticeExamples.LEGAL_PUBLISHER_NAME],
        [t.legalNotice.registration, legalNoticeExamples.LEGAL_REGISTRATION],
        [t.legalNotice.director, legalNoticeExamples.LEGAL_PUBLICATION_DIRECTOR],
        [t.legalNotice.vatNumber, legalNoticeExamples.LEGAL_VAT_NUMBER],
      ]) {
        const line = main.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
        await expect(line).toHaveText(`${value}${t.legalNotice.exampleBadge}`, { ignoreCase: true });
      }
      await expect(main.getByRole("heading", { level: 2, name: t.legalNotice.host })).toBeVisible();
      await expect(main.getByText(legalNoticeExamples.LEGAL_HOST_NAME)).toBeVisible();
      // Twelve values, twelve "example" marks.
      await expect(main.getByText(t.legalNotice.exampleBadge, { exact: true })).toHaveCount(12);
      await expectNoAxeViolations(page, `/legal-notice in ${language}`);
    });

    test("the footer links the legal notice and the contact page; the placeholder address is gone", async ({
      page,
    }) => {
      await visit(page, "/");
      const footer = page.getByRole("contentinfo");
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0);
      await footer.getByRole("link", { name: t.footer.legalNotice }).click();
      await expect(page).toHaveURL("/legal-notice");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.legalNotice.title);
      await page.getByRole("contentinfo").getByRole("link", { name: t.footer.contactPage }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.contact.title);
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`/legal-notice?lang=${language}`);
      expect(sitemap).toContain(`/contact?lang=${language}`);
    });

    test("the contact form shows the server's refusals beside the fields, then sends and is acknowledged", async ({
      page,
    }) => {
      const email = uniqueEmail(`contact-js-${language}`);
      expectRefusals(page);
      await visit(page, "/contact");
      await expect(page.getByRole("note")).toHaveText(t.contact.examplesText);
      await expect(page.getByRole("main").getByText(legalNoticeExamples.CONTACT_EMAIL)).toBeVisible();
      await expectNoAxeViolations(page, `/contact in ${language}`);

      // Sent empty: the API's own messages, in the page's language, beside each field.
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.contact.fixFields })).toBeVisible();
      await expect(page.getByLabel(t.contact.name)).toHaveAccessibleDescription(t.account.errors.name_required);
      await expect(page.getByLabel(t.contact.name)).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page, `/contact refused in ${language}`);

      // The counter counts what is typed.
      await fillContactForm(page, language, email, "Can my spouse work in France?");
      await expect(page.getByText(interpolate(t.contact.counter, { count: "29", max: "3000" }))).toBeVisible();
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText(
        interpolate(t.contact.successText, { name: "Amira Haddad", email }),
      );

      expect(contactRow(email)).toEqual([
        expect.objectContaining({
          name: "Amira Haddad",
          subject: "visa",
          message: "Can my spouse work in France?",
          language,
        }),
      ]);
      const [acknowledgement] = mailsTo(email);
      expect(acknowledgement).toMatchObject({ template: "contact-acknowledgement", language });
      expect(acknowledgement?.subject).toBe(
        language === "fr" ? "Nous avons bien reçu votre message" : "We received your message",
      );
      expect(
        queryDatabase(
          "SELECT 1 FROM outbox WHERE template = 'contact-team-notification' AND text_body LIKE ?",
          `%${email}%`,
        ),
      ).toHaveLength(1);
      await expectNoAxeViolations(page, `/contact sent in ${language}`);
    });
  });

  test.describe(`the contact form without JavaScript, in ${language}`, () => {
    useLanguage(language);
    test.use({ javaScriptEnabled: false });

    test("a refused post keeps what was typed and says why; the next one is stored and acknowledged", async ({
      page,
    }) => {
      const email = uniqueEmail(`contact-nojs-${language}`);
      expectRefusals(page);
      await page.goto("/contact");
      await fillContactForm(page, language, email, "Too short");
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(t.contact.fixFields);
      await expect(page.getByLabel(t.contact.message)).toHaveValue("Too short");
      await expect(page.getByLabel(t.contact.emailField)).toHaveValue(email);
      await expect(page.getByLabel(t.contact.message)).toHaveAccessibleDescription(
        new RegExp(
          language === "fr" ? "Veuillez écrire au moins 10 caractères\\.$" : "Please write at least 10 characters\\.$",
        ),
      );
      // (axe runs inside the page, so it cannot check a page without JavaScript: the same markup is checked above.)
      expect(contactRow(email)).toEqual([]);

      await page.getByLabel(t.contact.message).fill("Can my spouse work in France while I study?");
      // The consent box came back ticked, as it was sent.
      await expect(page.getByRole("checkbox", { name: t.contact.consent })).toBeChecked();
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText(
        interpolate(t.contact.successText, { name: "Amira Haddad", email }),
      );
      expect(contactRow(email)).toEqual([expect.objectContaining({ language, subject: "visa" })]);
      expect(mailsTo(email).map((mail) => [mail.template, mail.language])).toEqual([
        ["contact-acknowledgement", language],
      ]);
    });
  });
}

test.describe("the chosen language stays through refused forms and redirects", () => {
  // An English browser, no language cookie: only the address says French.
  test.use({ locale: "en-US", lang: null });
  const fr = catalogs.fr;

  test("a contact form refused with and without JavaScript answers in French", async ({ browser, page }) => {
    expectRefusals(page);
    await visit(page, "/contact?lang=fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByRole("button", { name: fr.contact.submit }).click();
    // The API was asked by a French page: its refusal is French, whatever the browser prefers.
    await expect(page.getByLabel(fr.contact.subject)).toHaveAccessibleDescription(
      "Veuillez choisir l'objet de votre message.",
    );
    expect(await languageCookieValue(page)).toBeUndefined();

    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: "en-US", baseURL: baseUrl() });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/contact?lang=fr");
      await plain.getByRole("button", { name: fr.contact.submit }).click();
      await expect(plain).toHaveURL("/contact?lang=fr");
      await expect(plain.locator("html")).toHaveAttribute("lang", "fr");
      await expect(plain.getByRole("alert")).toHaveText(fr.contact.fixFields);
      await expect(plain.getByLabel(fr.contact.name)).toHaveAccessibleDescription("Le nom est obligatoire.");
    } finally {
      await noScript.close();
    }
  });

  test("redirects keep French: an old visa address, a page that needs an account, and signing out", async ({
    page,
  }) => {
    const old = await page.goto("/visa/working-holiday?lang=fr");
    expect(old?.request().redirectedFrom()?.url()).toContain("/visa/working-holiday?lang=fr");
    await expect(page).toHaveURL("/visa/vacances-travail?lang=fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    await visit(page, "/profile?lang=fr");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%3Flang%3Dfr&lang=fr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.account.login.title);

    const email = uniqueEmail("lang-kept");
    await registerThroughApi(page, email);
    const main = page.getByRole("main");
    await main.getByLabel(fr.account.fields.email).fill(email);
    await main.getByLabel(fr.account.fields.password, { exact: true }).fill(password);
    await main.getByRole("button", { name: fr.account.login.submit }).click();
    await expect(page).toHaveURL("/profile?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.account.profile.title);

    await page.getByRole("main").getByRole("button", { name: fr.account.menu.signOut }).click();
    await expect(page).toHaveURL("/?lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.home.title);
    expect(await languageCookieValue(page)).toBeUndefined();
  });

  test("the verification link opens the profile in the language of its e-mail", async ({ page }) => {
    const email = uniqueEmail("lang-verify");
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      headers: { origin: baseUrl() },
      data: {
        email,
        password,
        confirmPassword: password,
        name: "Camille",
        nationality: "MA",
        targetCountry: "FR",
        profession: "Engineer",
        agreeToTerms: true,
        language: "fr",
      },
    });
    expect(signUp.status()).toBe(200);
    const link = verificationLinkFor(email);
    expect(link).toMatch(/&lang=fr$/);
    await visit(page, link);
    await expect(page).toHaveURL("/profile?verified=1&lang=fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.account.profile.title);
  });

  test("choosing English on a French address shows English, with and without JavaScript", async ({ browser, page }) => {
    await visit(page, "/contact?lang=fr");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL("/contact?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.en.contact.title);
    expect(await languageCookieValue(page)).toBe("en");

    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: "en-US", baseURL: baseUrl() });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/legal-notice?lang=fr");
      await plain.getByRole("banner").getByRole("button", { name: "العربية" }).first().click();
      await expect(plain).toHaveURL("/legal-notice?lang=ar");
      await expect(plain.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText(catalogs.ar.legalNotice.title);
    } finally {
      await noScript.close();
    }
  });
});

test("a server listening beyond loopback refuses to start without the legal notice, naming what is missing", async () => {
  const serverDir = process.env.E2E_SERVER_DIR ?? join(import.meta.dirname, "../..");
  // It stops while reading its configuration, before opening the database or a port.
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: "0",
      PUBLIC_URL: "https://passerelle.example",
      DATABASE_URL: "file:/nonexistent/never-opened.sqlite",
      LEGAL_PUBLISHER_NAME: "Passerelle SAS",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Invalid configuration, fix these environment variables:");
  expect(output).toContain("LEGAL_HOST_NAME: required when HOST=0.0.0.0 listens beyond loopback: the legal notice");
  expect(output).toContain("CONTACT_EMAIL: required when HOST=0.0.0.0");
  expect(output).not.toContain("LEGAL_PUBLISHER_NAME:");
});
