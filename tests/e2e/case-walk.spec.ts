import type { SQLInputValue } from "node:sqlite";
import type { Browser, Locator, Page } from "@playwright/test";
import { documentTemplate } from "../../content/case/document-templates.ts";
import { uploadMessagesEn, uploadMessagesFr } from "../../content/messages/upload-messages.ts";
import { dfyPackageById } from "../../core/plans-catalogue.ts";
import { maxUploadMegabytes } from "../../core/uploads.ts";
import { readMail, startSmtpServer } from "../../server/testing/smtp-test-server.ts";
import { password, signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import { type OwnServer, startOwnServer } from "./own-server.ts";
import {
  catalogs,
  consentCookie,
  consentValue,
  escapeRegExp,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  languageCookie,
  localeFor,
  looseText,
  onDatabaseFile,
  test,
  visit,
} from "./support.ts";

/**
 * Both sides of a done-for-you case, side by side (ADR 0034), in English and in French: a client
 * registers, confirms their address from the e-mail, buys done-for-you (the database stands in for
 * billing); an advisor made with `admin:create --role advisor` opens their plan from /advisor and
 * requests the passport scan from the visa's templates; the client sees it, drops a renamed .exe
 * and an 11 MB PDF (refused with the product specification's words, nothing stored), then a real
 * PNG; the advisor rejects it with feedback, the client reads it on the card and uploads again, the
 * advisor approves; the client's progress and activity follow; the advisor writes, and the client's
 * e-mail about it reaches a real SMTP server on loopback, in the client's language, linking to the
 * message on PUBLIC_URL, where the client reads it.
 *
 * A server of its own (same build, own database): the shared one has no SMTP_URL. Its PUBLIC_URL
 * is its own address, so the e-mails' links open in the same browser, on the same cookies.
 */

const upload = { en: uploadMessagesEn, fr: uploadMessagesFr } as const;
const visaSlug = "passeport-talent";
const passport = documentTemplate("passport-scan");
const advisorName = "Claire Martin";
const feedback = {
  en: "The scan is blurred, please upload a sharper one",
  fr: "Le scan est flou, merci d'en envoyer un plus net",
};
const messageText = {
  en: "Your appointment at the prefecture is confirmed for Tuesday at 10:00.",
  fr: "Votre rendez-vous à la préfecture est confirmé mardi à 10 h.",
};

/**
 * What the client's mail client shows, written here rather than read from the product so a
 * wrong language or a wrong wording fails (content/emails/case-notification*.ts words them).
 */
const mails = {
  en: {
    rejected: (title: string) => `Your document was reviewed: ${title} — needs changes`,
    message: (sender: string) => `New message from ${sender}`,
    readMessage: "Read the message:",
  },
  fr: {
    rejected: (title: string) => `Votre document a été vérifié\u202f: ${title} — à corriger`,
    message: (sender: string) => `Nouveau message de ${sender}`,
    readMessage: "Lire le message\u202f:",
  },
};

/** Matches a sentence whatever its spaces (French narrow no-break spaces fold to spaces). */

// A 1×1 PNG.
const pngBytes = [
  ...Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
];

let server: OwnServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startOwnServer("case-walk", (base) => ({
    PUBLIC_URL: base,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // The outbox is nudged when a notification is queued; a short poll only catches the rest.
    OUTBOX_POLL_MS: "200",
    // Both walks sign in several people from 127.0.0.1; the limits are the API suites' subject.
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The own server's database, as staff or billing would change it, and as a check reads it. */
function database<T = Record<string, unknown>>(sql: string, ...params: SQLInputValue[]): T[] {
  return onDatabaseFile<T>(server.databaseFile, sql, ...params);
}

/** The messages the SMTP server accepted for this address, as the recipient's mail client shows them. */
function mailsTo(email: string) {
  return smtp.received.filter((mail) => mail.rcptTo.includes(email)).map((mail) => readMail(mail.raw));
}

/** Waits for the e-mail to this address with this subject, and returns it. */
async function mailWithSubject(email: string, subject: string) {
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toContain(subject);
  const mail = mailsTo(email).find((found) => found.subject === subject);
  if (!mail) throw new Error(`no e-mail "${subject}" to ${email}`);
  return mail;
}

/**
 * A browser context of its own on the own server, in this language, with consent given, and a
 * guard that collects the page's console errors and uncaught errors (support.ts's guard only
 * watches the fixture's page).
 */
async function person(browser: Browser, language: Language) {
  const context = await browser.newContext({ baseURL: server.base, locale: localeFor[language] });
  await context.addCookies([
    { name: languageCookie, value: language, url: server.base },
    { name: consentCookie, value: consentValue("accepted"), url: server.base },
  ]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  return { context, page, problems };
}

/** Calls the auth API from this browser context, from the site's own origin (CSRF check). */
async function post(page: Page, path: string, data: object) {
  const response = await page.request.post(path, { headers: { origin: server.base }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response;
}

/**
 * Drops one file on the place the page says to drop it, as a browser does: a real DataTransfer
 * in a drop event (it bubbles to the drop zone). The bytes are made in the page: `head`, then
 * zeros up to `size`, so an 11 MB file does not cross the wire twice.
 */
async function dropFile(target: Locator, file: { name: string; type: string; head: number[]; size: number }) {
  const transfer = await target.page().evaluateHandle(({ name, type, head, size }) => {
    const bytes = new Uint8Array(size);
    bytes.set(head);
    const data = new DataTransfer();
    data.items.add(new File([bytes], name, { type }));
    return data;
  }, file);
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const a = t.advisor;
  const d = t.dashboard;
  const m = t.messages;
  const title = passport?.title[language] ?? "";
  const plural = (count: number) => new Intl.PluralRules(language).select(count) as "one" | "other";
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);

  test(`a done-for-you case walked by its client and its advisor side by side, with the e-mails [${language}]`, async ({
    browser,
  }) => {
    test.slow();
    const client = await person(browser, language);
    const advisor = await person(browser, language);
    const clientEmail = uniqueEmail(`case-walk-${language}`);
    const clientName = `Amina Benali ${language} ${Math.random().toString(36).slice(2, 6)}`;

    // 1. The client registers in this language and confirms the address from the e-mail received.
    await post(client.page, "/api/auth/sign-up/email", {
      email: clientEmail,
      password,
      confirmPassword: password,
      name: clientName,
      nationality: "MA",
      targetCountry: "FR",
      profession: "Engineer",
      agreeToTerms: true,
    });
    await post(client.page, "/api/auth/sign-in/email", { email: clientEmail, password });
    expect(database("SELECT language FROM users WHERE email = ?", clientEmail)).toEqual([{ language }]);
    await expect.poll(() => mailsTo(clientEmail).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const verification = mailsTo(clientEmail)
      .map((mail) => /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text ?? "")?.[0])
      .find(Boolean);
    expect(verification, "the verification e-mail's link").toMatch(new RegExp(`^${escapeRegExp(server.base)}/`));
    await visit(client.page, verification ?? "");
    await expect(client.page).toHaveURL(`${server.base}/profile?verified=1&lang=${language}`, { timeout: 15_000 });
    await expect(client.page.getByRole("status").filter({ hasText: t.account.verify.verifiedText })).toBeVisible();
    // Billing would set it when the package is paid (tests/e2e/commerce.spec.ts walks that part),
    // with the paid invoice that says which package was bought.
    database("UPDATE users SET plan = 'dfy' WHERE email = ?", clientEmail);
    const paidAt = new Date().toISOString();
    database(
      `INSERT INTO invoices (id, number, user_id, email, customer_name, language, package_id, lines_json,
         total_cents, vat_cents, status, issued_by, created_at, paid_at)
       SELECT ?, ?, id, email, name, language, 'family-premium', '[]', 199700, 33283, 'paid', 'e2e', ?, ?
       FROM users WHERE email = ?`,
      crypto.randomUUID(),
      `E2E-${crypto.randomUUID()}`,
      paidAt,
      paidAt,
      clientEmail,
    );

    // 2. The advisor opens the client's plan from the workspace and requests the passport scan.
    const advisorEmail = uniqueEmail(`case-walk-advisor-${language}`);
    await signInAsNewAdmin(advisor.page, advisorEmail, "advisor", server);
    database("UPDATE users SET name = ? WHERE email = ?", advisorName, advisorEmail);
    await visit(advisor.page, "/advisor");
    const row = advisor.page.getByRole("row").filter({ hasText: clientEmail });
    await expect(row.getByText(a.list.badges.needsPlan)).toBeVisible();
    await expectNoAxeViolations(advisor.page, `/advisor [${language}]`);
    await row
      .getByRole("link", {
        name: looseText(`${a.list.openPlan} ${interpolate(a.list.openPlanNamed, { name: clientName })}`),
      })
      .click();
    await advisor.page.getByLabel(a.fields.visa, { exact: true }).selectOption(visaSlug);
    // The package starts as the one the client paid for, by the catalogue's name.
    await expect(advisor.page.getByLabel(a.fields.package, { exact: true })).toHaveValue("family-premium");
    await advisor.page.getByRole("button", { name: a.newPlan.submit }).click();
    await expect(advisor.page).toHaveURL(/\/advisor\/cases\/[0-9a-f-]{36}\?done=created$/);
    const advisorMain = advisor.page.getByRole("main");
    await expect(
      advisorMain
        .locator("header")
        .first()
        .getByText(dfyPackageById("family-premium")?.name ?? "", { exact: true }),
    ).toBeVisible();
    const tabs = advisor.page.getByRole("navigation", { name: a.case.tabsLabel });
    await tabs.getByRole("link", { name: a.case.tabs.documents }).click();
    const templates = advisor.page.getByRole("region", { name: a.documents.templatesTitle });
    await templates
      .getByRole("group", { name: title, exact: true })
      .getByRole("checkbox", { name: title, exact: true })
      .check();
    await templates.getByRole("button", { name: a.documents.requestSelected }).click();
    await expect(advisorMain.getByRole("status")).toHaveText(
      looseText(interpolate(a.case.notices[`requested_${plural(1)}`], { count: "1" })),
    );
    const documentsTab = advisor.page.url().replace(/[?#].*$/, "");
    const advisorCard = advisor.page.getByRole("article", { name: title, exact: true });
    await expect(advisorCard.getByText(d.documentStatuses.requested, { exact: true })).toBeVisible();

    // 3. The client sees the request; a renamed .exe and an 11 MB PDF are refused, a PNG goes through.
    await visit(client.page, "/dashboard");
    const clientMain = client.page.getByRole("main");
    await expect(clientMain.getByText(interpolate(d.progress.ringLabel, { percent: percent(0) }))).toBeAttached();
    const needAction = clientMain.getByRole("region", { name: d.needAction.title });
    await needAction
      .getByRole("link", { name: interpolate(d.named, { action: d.needAction.open, name: title }) })
      .click();
    await expect(client.page).toHaveURL(/\/dashboard\/documents#doc-[0-9a-f-]{36}$/);
    // The card's anchor, which the overview and the e-mails link to.
    const documentId = new URL(client.page.url()).hash.slice("#doc-".length);
    const card = clientMain.getByRole("article", { name: title, exact: true });
    await expect(card.getByText(d.documentStatuses.requested, { exact: true })).toBeVisible();
    const dropHere = card.getByText(d.uploads.dropHint);

    await dropFile(dropHere, {
      name: "passport.png",
      type: "image/png",
      head: [...Buffer.from("MZ\x90\x00\x03\x00\x00\x00")],
      size: 4096,
    });
    await expect(card.getByRole("alert")).toContainText(upload[language].upload_type_refused);
    await dropFile(dropHere, {
      name: "passport.pdf",
      type: "application/pdf",
      head: [...Buffer.from("%PDF-1.7\n")],
      size: 11 * 1024 * 1024,
    });
    await expect(card.getByRole("alert")).toContainText(
      upload[language].upload_too_large.replace("{maxMb}", new Intl.NumberFormat(language).format(maxUploadMegabytes)),
    );
    await expect(card.getByRole("alert")).not.toContainText(upload[language].upload_type_refused);
    expect(database("SELECT id FROM case_files WHERE document_request_id = ?", documentId)).toEqual([]);

    await dropFile(dropHere, { name: "passport.png", type: "image/png", head: pngBytes, size: pngBytes.length });
    await expect(card.getByRole("status")).toContainText(interpolate(d.uploads.success, { name: "passport.png" }));
    await expect(card.getByText(d.documentStatuses.uploaded, { exact: true })).toBeVisible();
    await card.getByRole("button", { name: interpolate(d.named, { action: d.documents.submit, name: title }) }).click();
    await expect(card.getByText(d.documentStatuses.submitted, { exact: true })).toBeVisible();

    // 4. The advisor sees it waiting, rejects it with feedback; the client reads it and sends another.
    await visit(advisor.page, "/advisor");
    await expect(row.getByText(interpolate(a.list.badges[`review_${plural(1)}`], { count: "1" }))).toBeVisible();
    await visit(advisor.page, documentsTab);
    await expect(advisorCard.getByText(d.documentStatuses.submitted, { exact: true })).toBeVisible();
    await expect(
      advisorCard.getByRole("link", { name: interpolate(a.documents.download, { name: "passport.png" }) }),
    ).toBeVisible();
    await expectNoAxeViolations(advisor.page, `case documents, a file to review [${language}]`);
    await advisorCard.getByLabel(a.fields.feedback).fill(feedback[language]);
    await advisorCard
      .getByRole("button", { name: looseText(`${a.documents.reject} ${interpolate(a.named, { title })}`) })
      .click();
    await expect(advisorMain.getByRole("status")).toHaveText(looseText(a.case.notices.document));
    await expect(advisorCard.getByText(d.documentStatuses.rejected, { exact: true })).toBeVisible();
    await expect(advisorCard).toContainText(feedback[language]);

    // The rejection's e-mail says what to change, in the client's language.
    const rejectedMail = await mailWithSubject(clientEmail, mails[language].rejected(title));
    expect(rejectedMail.text).toContain(feedback[language]);

    await visit(client.page, "/dashboard/documents");
    await expect(card.getByText(d.documentStatuses.rejected, { exact: true })).toBeVisible();
    await expect(card.getByRole("heading", { name: d.documents.feedbackTitle })).toBeVisible();
    await expect(card).toContainText(feedback[language]);
    await expectNoAxeViolations(client.page, `/dashboard/documents, rejected [${language}]`);
    await dropFile(dropHere, {
      name: "passport-sharper.png",
      type: "image/png",
      head: pngBytes,
      size: pngBytes.length,
    });
    await expect(card.getByRole("status")).toContainText(
      interpolate(d.uploads.success, { name: "passport-sharper.png" }),
    );
    await expect(card.getByText(d.documentStatuses.uploaded, { exact: true })).toBeVisible();
    await expect(card.getByRole("heading", { name: d.documents.feedbackTitle })).toHaveCount(0);
    await card.getByRole("button", { name: interpolate(d.named, { action: d.documents.submit, name: title }) }).click();
    await expect(card.getByText(d.documentStatuses.submitted, { exact: true })).toBeVisible();

    // The advisor approves the new scan.
    await visit(advisor.page, documentsTab);
    await expect(
      advisorCard.getByRole("link", { name: interpolate(a.documents.download, { name: "passport-sharper.png" }) }),
    ).toBeVisible();
    await advisorCard
      .getByRole("button", { name: looseText(`${a.documents.events.approve} ${interpolate(a.named, { title })}`) })
      .click();
    await expect(advisorMain.getByRole("status")).toHaveText(looseText(a.case.notices.document));
    await expect(advisorCard.getByText(d.documentStatuses.approved, { exact: true })).toBeVisible();

    // 5. The client's overview follows: progress from 0 to 100 %, the approval first in the feed.
    await visit(client.page, "/dashboard");
    await expect(clientMain.getByText(interpolate(d.progress.ringLabel, { percent: percent(100) }))).toBeAttached();
    await expect(
      clientMain.getByText(interpolate(d.progress[`documentsApproved_${plural(1)}`], { count: "1", total: "1" })),
    ).toBeVisible();
    await expect(needAction.getByText(d.needAction.empty)).toBeVisible();
    const feed = clientMain.getByRole("region", { name: d.activity.title }).getByRole("listitem");
    await expect(feed.first()).toContainText(interpolate(d.activity.kinds.document_approved, { subject: title }));
    await expect(clientMain.getByRole("region", { name: d.activity.title })).toContainText(
      interpolate(d.activity.kinds.document_rejected, { subject: title }),
    );
    const messagesCard = clientMain.getByRole("region", { name: d.messagesCard.title });
    await expect(messagesCard.getByText(d.messagesCard.none)).toBeVisible();

    // 6. The advisor writes; the client is told by e-mail, in their language, with the message's link.
    await visit(advisor.page, documentsTab.replace(/\/documents$/, "/messages"));
    await advisorMain.getByRole("textbox", { name: m.composer.label }).fill(messageText[language]);
    await advisorMain.getByRole("button", { name: m.composer.send, exact: true }).click();
    await expect(advisor.page).toHaveURL(/#message-[0-9a-f-]{36}$/);
    const messageId = /#message-([0-9a-f-]{36})$/.exec(advisor.page.url())?.[1] ?? "";
    await expect(advisorMain.getByRole("log", { name: m.thread.label })).toContainText(messageText[language]);
    await expectNoAxeViolations(advisor.page, `case messages [${language}]`);

    const messageMail = await mailWithSubject(clientEmail, mails[language].message(advisorName));
    const link = `${server.base}/dashboard/messages?lang=${language}#message-${messageId}`;
    expect(messageMail.text).toContain(`${mails[language].readMessage} ${link}`);
    expect(messageMail.html).toContain(`lang="${language}"`);
    // The message itself stays on the site (ADR 0035).
    expect(messageMail.text).not.toContain(messageText[language]);

    // The client's overview counts it unread before it is opened; opening the link reads it.
    await visit(client.page, "/dashboard");
    await expect(
      messagesCard.getByText(interpolate(d.messagesCard[`unread_${plural(1)}`], { count: "1" })),
    ).toBeVisible();
    const dashboardNav = client.page.getByRole("navigation", { name: d.nav.label });
    await expect(
      dashboardNav.getByRole("link", { name: looseText(interpolate(d.nav[`unread_${plural(1)}`], { count: "1" })) }),
    ).toBeVisible();
    await expectNoAxeViolations(client.page, `/dashboard, a message unread [${language}]`);
    await visit(client.page, link);
    await expect(client.page.getByRole("heading", { level: 1, name: d.pageTitles.messages })).toBeVisible();
    const message = client.page.getByRole("log", { name: m.thread.label }).getByRole("listitem");
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(messageText[language]);
    await expect(message).toContainText(advisorName);
    await expect(message.getByText(m.thread.team, { exact: true })).toBeVisible();
    await expect(dashboardNav.getByRole("link", { name: d.nav.messages, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(client.page, `/dashboard/messages [${language}]`);

    // The activity on the advisor's side tells the same story.
    await visit(advisor.page, documentsTab.replace(/\/documents$/, "/activity"));
    for (const kind of ["document_requested", "document_rejected", "document_approved"] as const) {
      await expect(advisorMain).toContainText(looseText(interpolate(a.activity.kinds[kind], { subject: title })));
    }
    await expectNoAxeViolations(advisor.page, `case activity [${language}]`);

    expect(client.problems, "the client's pages reported errors").toEqual([]);
    expect(advisor.problems, "the advisor's pages reported errors").toEqual([]);
    await client.context.close();
    await advisor.context.close();
  });
}
