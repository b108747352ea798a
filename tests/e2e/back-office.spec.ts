import type { AddressInfo } from "node:net";
import type { SQLInputValue } from "node:sqlite";
import type { Browser, Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { apiMessageCatalogs } from "../../content/messages/api-messages.ts";
import { signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import { waitForHydration } from "./hydration.ts";
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
  onDatabaseFile,
  test,
} from "./support.ts";

/**
 * The back office walk (ADR 0038), in English and French with axe, on a server of its own whose
 * SMTP_URL is a loopback SMTP server that refuses every message (a 554 from its DATA callback)
 * until told to accept: a consultation request sent from the home page form shows in the back
 * office, its status and a note are changed there and the audit log shows both; its e-mails,
 * refused with OUTBOX_MAX_ATTEMPTS=1, show as failed with the server's error, and the confirmation,
 * retried from the screen once the SMTP server accepts, is delivered exactly once.
 */

let server: OwnServer;
let smtp: SMTPServer;
let smtpPort = 0;
let accepting = false;
const delivered: { to: string[]; raw: string }[] = [];
const refusal = "554 5.7.1 Refused by the loopback test server";

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (!accepting) {
          const error = new Error("Refused by the loopback test server") as Error & { responseCode: number };
          error.responseCode = 554;
          callback(error);
          return;
        }
        delivered.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startOwnServer("back-office", (base) => ({
    PUBLIC_URL: base,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OUTBOX_POLL_MS: "200",
    // One attempt: a refused message is failed at once, for the screen to show and retry.
    OUTBOX_MAX_ATTEMPTS: "1",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** The own server's database, as staff or billing would change it, and as a check reads it. */
function database<T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] {
  return onDatabaseFile<T>(server.databaseFile, sql, ...params);
}

async function browserFor(browser: Browser, language: Language) {
  const context = await browser.newContext({ baseURL: server.base, locale: localeFor[language] });
  await context.addCookies([
    { name: languageCookie, value: language, url: server.base },
    { name: consentCookie, value: consentValue("accepted"), url: server.base },
  ]);
  return { context, page: await context.newPage() };
}

/** A catalog sentence with its {{placeholders}} filled, as the page fills them. */
function said(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

async function _post(page: Page, path: string, data: object) {
  const response = await page.request.post(path, { headers: { origin: server.base }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response;
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const b = t.backOffice;
  const c = t.consultation;

  test(`a home page request is worked in the back office and audited; a refused e-mail is retried once [${language}]`, async ({
    browser,
  }) => {
    test.slow();
    accepting = false;
    const visitor = await browserFor(browser, language);
    const admin = await browserFor(browser, language);
    const email = uniqueEmail(`${language}-back-office`);
    const name = language === "fr" ? "Léa Fontaine" : "Lea Fountain";

    // The request, from the home page form.
    await visitor.page.goto("/");
    await waitForHydration(visitor.page);
    const form = visitor.page.getByRole("main").getByRole("region", { name: c.heading });
    await form.getByRole("textbox", { name: c.name }).fill(name);
    await form.getByRole("textbox", { name: c.email }).fill(email);
    await form.getByRole("combobox", { name: c.country }).selectOption("MA");
    await form.getByRole("radio", { name: c.types.family }).check();
    await form
      .getByRole("textbox", { name: c.message })
      .fill("We plan to move to Lyon next spring with our two children, and need a visa.");
    await form.getByRole("button", { name: c.submit }).click();
    await expect(form.getByRole("heading", { name: c.successHeading })).toBeVisible();

    // The back office lists it.
    const adminEmail = uniqueEmail(`${language}-bo-admin`);
    await signInAsNewAdmin(admin.page, adminEmail, "admin", server);
    const page = admin.page;
    await page.goto("/admin/consultations");
    await expect(page.getByRole("heading", { level: 1, name: b.consultations.title })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: b.navLabel }).getByRole("link", { name: b.nav.outbox }),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(b.consultationStatus.new);
    await expectNoAxeViolations(page, `/admin/consultations [${language}]`);

    // Filtered by status and searched, as a GET form. Searched for this request's address: the
    // walk in the other language shares the server, and its request may already be "contacted".
    await page.getByRole("searchbox", { name: b.consultations.search }).fill(email);
    await page.getByRole("combobox", { name: b.consultations.status }).selectOption("contacted");
    await page.getByRole("button", { name: b.consultations.apply }).click();
    await expect(page.getByText(b.consultations.empty)).toBeVisible();
    await page.getByRole("combobox", { name: b.consultations.status }).selectOption("");
    await page.getByRole("searchbox", { name: b.consultations.search }).fill(email);
    await page.getByRole("button", { name: b.consultations.apply }).click();
    await expect(page.getByRole("row")).toHaveCount(2);

    // Status and note.
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByRole("combobox", { name: b.consultation.statusLegend }).selectOption("contacted");
    await page.getByRole("button", { name: b.consultation.saveStatus }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(b.consultation.done.status);
    await expect(page).toHaveURL(/\?done=status/);
    const note = "Called on Monday: wants an appointment in May.";
    await page.getByRole("textbox", { name: b.consultation.addNote }).fill(note);
    await page.getByRole("button", { name: b.consultation.saveNote }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(b.consultation.done.note);
    await expect(page.getByRole("listitem").filter({ hasText: note })).toBeVisible();
    // The form starts empty again; an empty note is refused with the API's sentence, beside the form.
    await expect(page.getByRole("textbox", { name: b.consultation.addNote })).toHaveValue("");
    await page.getByRole("button", { name: b.consultation.saveNote }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      apiMessageCatalogs[language].admin_note_required,
    );
    await expectNoAxeViolations(page, `/admin/consultations/:id [${language}]`);

    // The audit log says both changes as sentences in the page's language, by this administrator
    // (named by admin:create after their address), with the values as recorded one click away.
    await page.getByRole("navigation", { name: b.navLabel }).getByRole("link", { name: b.nav.audit }).click();
    await expect(page.getByRole("heading", { level: 1, name: b.audit.title })).toBeVisible();
    const actor = adminEmail.split("@")[0] ?? adminEmail;
    const statusSentence = said(b.audit.sentences.consultation_status_changed, {
      actor,
      from: b.consultationStatus.new,
      to: b.consultationStatus.contacted,
      subject: name,
    });
    const noteSentence = said(b.audit.sentences.consultation_note_added, { actor, subject: name });
    const rows = page.getByRole("row");
    const statusRow = rows.filter({ hasText: statusSentence });
    await expect(statusRow).toHaveCount(1);
    await expect(rows.filter({ hasText: noteSentence })).toHaveCount(1);
    await expect(statusRow.getByText('"status": "contacted"')).toBeHidden();
    await statusRow.getByText(b.audit.recorded).click();
    await expect(statusRow.getByText('"status": "contacted"')).toBeVisible();
    await expectNoAxeViolations(page, `/admin/audit [${language}]`);

    // Filtered by action and by who (a GET form): only this administrator's note is left.
    await page
      .getByRole("combobox", { name: b.audit.filters.action })
      .selectOption({ label: b.audit.actionNames.consultation_note_added });
    await page.getByRole("combobox", { name: b.audit.filters.actor }).selectOption({ label: actor });
    await page.getByRole("button", { name: b.audit.filters.apply }).click();
    await expect(page).toHaveURL(/action=consultation_note_added/);
    await expect(rows.filter({ hasText: noteSentence })).toHaveCount(1);
    await expect(rows.filter({ hasText: statusSentence })).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await expectNoAxeViolations(page, `/admin/audit?action= [${language}]`);
    // A date typed by hand that is no date is refused with the API's sentence, not a 500.
    await page.goto("/admin/audit?from=2026-13-45");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      apiMessageCatalogs[language].admin_audit_date_invalid,
    );

    // The request's e-mails were refused: failed, with the SMTP server's answer.
    await expect
      .poll(() => database("SELECT id FROM outbox WHERE to_address = ? AND status = 'failed'", email).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await page.getByRole("navigation", { name: b.navLabel }).getByRole("link", { name: b.nav.outbox }).click();
    await page.getByRole("link", { name: b.outbox.filters.failed }).click();
    // The confirmation to the person (the team's notice, also failed, names the address too).
    const [confirmation] = database<{ id: string }>("SELECT id FROM outbox WHERE to_address = ?", email);
    const failed = page.locator(`tr[data-outbox-id="${confirmation?.id}"]`);
    await expect(failed).toContainText(b.outbox.statuses.failed);
    await expect(failed).toContainText(refusal.slice(0, 3));
    await expect(failed).toContainText("Refused by the loopback test server");
    await expectNoAxeViolations(page, `/admin/outbox [${language}]`);

    // Once the SMTP server accepts, a retry delivers it, once.
    accepting = true;
    await failed.getByRole("button", { name: new RegExp(b.outbox.retry) }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(b.outbox.retried);
    await expect.poll(() => delivered.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => database<{ status: string }>("SELECT status FROM outbox WHERE to_address = ?", email)[0]?.status)
      .toBe("sent");
    await page.goto("/admin/outbox?status=sent");
    await expect(page.locator(`tr[data-outbox-id="${confirmation?.id}"]`)).toContainText(b.outbox.statuses.sent);
    // A second retry of the same message is refused: nothing is sent twice.
    const again = await page.request.post(`/api/admin/outbox/${confirmation?.id}/retry`, {
      headers: { origin: server.base },
    });
    expect(again.status()).toBe(409);
    await page.waitForTimeout(1000);
    expect(delivered.filter((mail) => mail.to.includes(email))).toHaveLength(1);

    await visitor.context.close();
    await admin.context.close();
  });

  test(`FAQ, users and settings screens: a question added shows on the home page, the last admin stays, settings save [${language}]`, async ({
    browser,
  }) => {
    test.slow();
    const admin = await browserFor(browser, language);
    const page = admin.page;
    const adminEmail = uniqueEmail(`${language}-bo-screens`);
    await signInAsNewAdmin(page, adminEmail, "admin", server);

    // FAQ: the seeded items of the page's language, and a new one published on the home page.
    await page.goto(`/admin/faq?in=${language}`);
    await expect(page.getByRole("heading", { level: 1, name: b.faq.title })).toBeVisible();
    await expect(page.getByRole("textbox", { name: b.faq.question }).nth(1)).toHaveValue(/\S/);
    const question =
      language === "fr" ? `Puis-je venir avec mon chat\u202f? ${Date.now()}` : `Can I bring my cat? ${Date.now()}`;
    const add = page.getByRole("form", { name: b.faq.add });
    await add.getByRole("textbox", { name: b.faq.question }).fill(question);
    await add
      .getByRole("textbox", { name: b.faq.answer })
      .fill(language === "fr" ? "Oui, avec son passeport européen." : "Yes, with its EU pet passport.");
    await add.getByRole("textbox", { name: b.faq.position }).fill("0");
    await add.getByRole("button", { name: b.faq.create }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(b.faq.done.create);
    await expectNoAxeViolations(page, `/admin/faq [${language}]`);
    // No figure is shown on the home page while none is set (this server's other walk may have set one).
    database("DELETE FROM site_settings");
    await page.goto("/");
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.getByRole("definition")).toHaveCount(0);

    // Users: the only administrator cannot demote themself (the other walk's administrators,
    // on this same server, are made plain users first, as another admin would).
    database("UPDATE users SET role = 'user' WHERE role = 'admin' AND email != ?", adminEmail);
    await page.goto(`/admin/users?search=${encodeURIComponent(adminEmail)}`);
    const mine = page.getByRole("form", { name: adminEmail });
    await mine.getByRole("combobox", { name: b.users.role }).selectOption("user");
    await mine.getByRole("button", { name: b.users.save }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(apiMessageCatalogs[language].last_admin);
    await expectNoAxeViolations(page, `/admin/users [${language}]`);

    // Settings: a figure out of range is refused; a valid one is saved and audited.
    await page.goto("/admin/settings");
    await page.getByRole("textbox", { name: b.settings.fields.rating }).fill("7");
    await page.getByRole("button", { name: b.settings.save }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      apiMessageCatalogs[language].admin_figure_invalid,
    );
    await page.getByRole("textbox", { name: b.settings.fields.rating }).fill("4.8");
    await page.getByRole("button", { name: b.settings.save }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(b.settings.done);
    await expect(page.getByRole("textbox", { name: b.settings.fields.rating })).toHaveValue("4.8");
    await expectNoAxeViolations(page, `/admin/settings [${language}]`);
    await page.goto("/admin/audit?action=site_settings_updated");
    // Named by the settings screen's label, the new figure after the arrow in the page's language
    // (whichever walk set it first).
    await expect(page.getByRole("listitem").filter({ hasText: b.settings.fields.rating }).first()).toContainText(
      language === "fr" ? "→ 4,8" : "→ 4.8",
    );
    // The figure now shows on the home page, in the page's language.
    await page.goto("/");
    await expect(
      page
        .getByRole("term")
        .filter({ hasText: catalogs[language].socialProof.rating })
        .locator("xpath=following-sibling::dd"),
    ).toHaveText(language === "fr" ? "4,8 sur 5" : "4.8 out of 5");

    await admin.context.close();
  });
}

test("the audit log pages 50 entries at a time, older and back to newer, in Arabic, axe-clean", async ({ browser }) => {
  const b = catalogs.ar.backOffice;
  // 60 deletions by an account that no longer exists, one a minute: a page and a bit of their own.
  const gone = `gone-${Date.now()}`;
  for (let index = 0; index < 60; index += 1) {
    database(
      "INSERT INTO audit_log (id, actor_user_id, action, target_type, target_id, before_json, after_json, created_at) VALUES (?, ?, 'faq_item_deleted', 'faq_item', ?, ?, NULL, ?)",
      crypto.randomUUID(),
      gone,
      `faq-${index}`,
      JSON.stringify({ question: `Question ${index}` }),
      new Date(Date.UTC(2026, 0, 1, 9, index)).toISOString(),
    );
  }
  const admin = await browserFor(browser, "ar");
  const page = admin.page;
  await signInAsNewAdmin(page, uniqueEmail("ar-bo-audit"), "admin", server);
  await page.goto(`/admin/audit?actor=${gone}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(
    // Names set apart from the right-to-left sentence by Unicode isolates (FSI … PDI).
    said(b.audit.sentences.faq_item_deleted, {
      actor: `\u2068${b.audit.someone}\u2069`,
      subject: "\u2068Question 59\u2069",
    }),
  );
  const paging = page.getByRole("navigation", { name: b.audit.paging.label });
  await expect(paging.getByRole("link", { name: b.audit.paging.newer })).toHaveCount(0);
  await expectNoAxeViolations(page, "/admin/audit [ar]");

  await paging.getByRole("link", { name: b.audit.paging.older }).click();
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText("Question 9");
  await expect(rows.last()).toContainText("Question 0");
  await expect(paging.getByRole("link", { name: b.audit.paging.older })).toHaveCount(0);
  // The filter stays on the way: only this account's entries.
  await expect(page).toHaveURL(new RegExp(`actor=${gone}`));

  await paging.getByRole("link", { name: b.audit.paging.newer }).click();
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText("Question 59");
  await expect(rows.last()).toContainText("Question 10");
  await admin.context.close();
});
