import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { uploadMessagesEn, uploadMessagesFr } from "../../content/messages/upload-messages.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { dfyPackageById } from "../../core/plans-catalogue.ts";
import { maxUploadMegabytes } from "../../core/uploads.ts";
import {
  adminCreate,
  chooseFirstPassword,
  registerThroughApi,
  uniqueEmail,
  updateDatabase,
} from "./accounts-support.ts";
import {
  baseUrl,
  catalogs,
  consentValue,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  localeFor,
  queryDatabase,
  setConsentCookie,
  setLanguageCookie,
  test,
  visit,
} from "./support.ts";

/**
 * The client's side of the client area (ADR 0034): a done-for-you client whose advisor opened a
 * plan, added tasks and requested a passport scan sees the overview (plan, visa, package by the
 * catalogue's name, phase 1 of 6, progress, the overdue task, the document to send, the team with
 * its empty seat "awaiting assignment"); on the documents page uploads a PNG by a real
 * drag-and-drop, sees a renamed .exe and an 11 MB PDF refused with the product specification's
 * messages before anything is sent, and sends the scan for review; marks a task done; the status,
 * the progress and the activity follow. The walk between both sides (advisor review, messages,
 * e-mails) is another spec's.
 */

const upload = { en: uploadMessagesEn, fr: uploadMessagesFr } as const;
const main = (page: Page) => page.getByRole("main");
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** `npm run admin:create -- <email> --role advisor`, then the first sign-in and chosen password, in its own request context. */
async function newAdvisor(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  const email = uniqueEmail("advisor");
  const api = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } });
  await chooseFirstPassword(api, baseUrl(), email, await adminCreate(email, "advisor"));
  updateDatabase("UPDATE users SET name = 'Claire Martin' WHERE email = ?", email);
  return api;
}

/** A dfy client signed in in a browser context of their own, in this language. */
async function dfyClient(browser: Browser, language: Language, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: localeFor[language], baseURL: baseUrl(), javaScriptEnabled });
  await setLanguageCookie(context, language);
  await setConsentCookie(context, consentValue("accepted"));
  const page = await context.newPage();
  const email = uniqueEmail(`dashboard-${language}`);
  await registerThroughApi(page, email, "Amina Benali");
  updateDatabase("UPDATE users SET plan = 'dfy' WHERE email = ?", email);
  const [client] = queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = ?", email);
  if (!client) throw new Error("no client row");
  return { page, clientId: client.id };
}

/** The advisor opens the plan, adds an overdue and a later task, and requests the passport scan. */
async function openPlan(advisor: APIRequestContext, clientId: string) {
  const created = await advisor.post("/api/advisor/cases", {
    data: { clientId, name: "Move to Lyon", visaSlug: "salarie", adults: 2, children: 1, packageId: "family-premium" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { caseId } = (await created.json()) as { caseId: string };
  for (const task of [
    { title: "Book the consulate appointment", category: "appointments", priority: "urgent", dueDate: yesterday() },
    { title: "Open a French bank account", category: "finance", priority: "medium", dueDate: inAMonth() },
  ]) {
    const added = await advisor.post(`/api/cases/${caseId}/tasks`, { data: task });
    expect(added.status(), await added.text()).toBe(201);
  }
  const requested = await advisor.post(`/api/cases/${caseId}/documents`, { data: { templateKey: "passport-scan" } });
  expect(requested.status(), await requested.text()).toBe(201);
  // Frozen in the client's language when requested: read back as the page shows it.
  const [document] = queryDatabase<{ id: string; title: string }>(
    "SELECT id, title FROM document_requests WHERE plan_id = ?",
    caseId,
  );
  if (!document) throw new Error("no document request");
  return { caseId, document };
}

/** Drops files on the area as a browser does: a real DataTransfer in a drop event. */
async function dropFile(page: Page, name: string, type: string, bytes: number[]) {
  const transfer = await page.evaluateHandle(
    ({ name, type, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return data;
    },
    { name, type, bytes },
  );
  await page.getByTestId("upload-drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
}

// A 1×1 PNG.
const pngBytes = [
  ...Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
];

test("a visitor is sent to sign in and back to the dashboard", async ({ page }) => {
  await page.goto("/dashboard/documents");
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/dashboard/documents")}`);
});

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const d = t.dashboard;
  // The line agrees with the number done, by the language's plural rules (French: 0 and 1 are "one").
  const tasksDone = (done: number, total: number) =>
    interpolate(d.progress[`tasksDone_${new Intl.PluralRules(language).select(done) as "one" | "other"}`], {
      count: String(done),
      total: String(total),
    });
  const percent = (value: number) =>
    new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);

  test.describe(`client dashboard [${language}]`, () => {
    test("overview, drag-and-drop upload with refusals, send for review, a task done: status, progress and activity follow", async ({
      browser,
      playwright,
    }) => {
      test.setTimeout(60_000);
      const advisor = await newAdvisor(playwright);
      const { page, clientId } = await dfyClient(browser, language);
      const { document } = await openPlan(advisor, clientId);

      // The overview.
      const response = await visit(page, "/dashboard");
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(main(page).getByRole("heading", { level: 1, name: "Move to Lyon" })).toBeVisible();
      await expect(main(page).getByRole("link", { name: findVisa("salarie")?.name[language] })).toHaveAttribute(
        "href",
        "/visa/salarie",
      );
      // The package by the catalogue's one name, under the catalogs' word for a package.
      const packageName = dfyPackageById("family-premium")?.name ?? "";
      await expect(main(page).getByText(d.plan.package, { exact: true })).toBeVisible();
      await expect(main(page).getByText(packageName, { exact: true })).toBeVisible();
      await expect(page.getByTestId("phase-of")).toHaveText(
        interpolate(d.journey.phaseOf, { number: "1", count: "6" }),
      );
      await expect(main(page).locator('[aria-current="step"]')).toContainText(d.phases.planning);
      await expect(main(page).getByText(interpolate(d.progress.ringLabel, { percent: percent(0) }))).toBeAttached();
      await expect(main(page).getByText(tasksDone(0, 2))).toBeVisible();
      const upcoming = main(page).getByRole("region", { name: d.upcoming.title });
      await expect(upcoming.getByText(d.taskStatuses.overdue, { exact: true })).toBeVisible();
      const team = main(page).getByRole("region", { name: d.team.title });
      await expect(team.getByText("Claire Martin")).toBeVisible();
      await expect(team.getByText(d.team.awaiting)).toBeVisible();
      await expect(
        main(page).getByRole("region", { name: d.needAction.title }).getByRole("heading", { name: document.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard (${language})`);

      // The documents page: the status overview, then the upload.
      await main(page)
        .getByRole("link", { name: interpolate(d.named, { action: d.needAction.open, name: document.title }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/documents#doc-${document.id}$`));
      const card = page.locator(`#doc-${document.id}`);
      await expect(card.getByText(d.documentStatuses.requested, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/documents (${language})`);

      // A renamed .exe and an 11 MB PDF are refused in the browser, with the product specification's
      // words; nothing is stored.
      await card.locator('input[type="file"]').setInputFiles({
        name: "passport.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(1024)]),
      });
      await expect(card.getByRole("alert")).toContainText(upload[language].upload_type_refused);
      await card.locator('input[type="file"]').setInputFiles({
        name: "statement.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * 1024 * 1024)]),
      });
      await expect(card.getByRole("alert")).toContainText(
        upload[language].upload_too_large.replace(
          "{maxMb}",
          new Intl.NumberFormat(language).format(maxUploadMegabytes),
        ),
      );
      expect(queryDatabase("SELECT id FROM case_files WHERE document_request_id = ?", document.id)).toHaveLength(0);

      // A PNG dropped on the area is sent, announced, and the page follows.
      await dropFile(page, "passport.png", "image/png", pngBytes);
      await expect(card.getByRole("status")).toContainText(interpolate(d.uploads.success, { name: "passport.png" }));
      await expect(card.getByText(d.documentStatuses.uploaded, { exact: true })).toBeVisible();
      await expect(
        card.getByRole("link", { name: interpolate(d.named, { action: d.documents.download, name: "passport.png" }) }),
      ).toHaveAttribute("href", /^\/api\/cases\/[0-9a-f-]+\/files\/[0-9a-f-]+$/);
      const carousel = page.locator(`[aria-roledescription="${d.carousel.roledescription}"]`);
      await expect(
        carousel.getByRole("group", { name: interpolate(d.carousel.slide, { number: "1", count: "1" }) }),
      ).toContainText("passport.png");
      expect(queryDatabase("SELECT id FROM case_files WHERE document_request_id = ?", document.id)).toHaveLength(1);

      // Sent for review.
      await card
        .getByRole("button", { name: interpolate(d.named, { action: d.documents.submit, name: document.title }) })
        .click();
      await expect(
        page.getByRole("status").filter({ hasText: interpolate(d.documents.submitted, { title: document.title }) }),
      ).toBeVisible();
      await expect(card.getByText(d.documentStatuses.submitted, { exact: true })).toBeVisible();

      // A task done moves the progress: one of three things (two tasks, one document) is finished.
      await main(page).getByRole("link", { name: d.nav.tasks }).click();
      await main(page)
        .getByRole("button", {
          name: interpolate(d.named, { action: d.tasks.events.complete, name: "Book the consulate appointment" }),
        })
        .click();
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: interpolate(d.tasks.changed.complete, { title: "Book the consulate appointment" }) }),
      ).toBeVisible();
      await expect(main(page).getByRole("region", { name: d.tasks.groups.done })).toContainText(
        "Book the consulate appointment",
      );
      await expectNoAxeViolations(page, `/dashboard/tasks (${language})`);

      await main(page).getByRole("link", { name: d.nav.overview }).click();
      await expect(main(page).getByText(interpolate(d.progress.ringLabel, { percent: percent(33) }))).toBeAttached();
      await expect(main(page).getByText(tasksDone(1, 2))).toBeVisible();
      const activity = page.getByTestId("activity-feed");
      await expect(activity).toContainText(
        interpolate(d.activity.kinds.document_uploaded, { subject: document.title }),
      );
      await expect(activity).toContainText(
        interpolate(d.activity.kinds.document_submitted, { subject: document.title }),
      );
      await expect(activity).toContainText(
        interpolate(d.activity.kinds.task_completed, { subject: "Book the consulate appointment" }),
      );
      await advisor.dispose();
    });

    test("without JavaScript, a task is marked done and the upload says it needs JavaScript", async ({
      browser,
      playwright,
    }) => {
      const advisor = await newAdvisor(playwright);
      const { page, clientId } = await dfyClient(browser, language, false);
      await openPlan(advisor, clientId);
      await page.goto("/dashboard/documents");
      // Playwright's text matchers skip <noscript>: its content is read from the DOM as served.
      const noscript = await main(page)
        .locator("noscript")
        .evaluate((element) => element.textContent);
      expect(noscript).toContain(d.documents.noscript);
      await page.goto("/dashboard/tasks");
      await main(page)
        .getByRole("button", {
          name: interpolate(d.named, { action: d.tasks.events.complete, name: "Open a French bank account" }),
        })
        .click();
      await expect(main(page).getByRole("region", { name: d.tasks.groups.done })).toContainText(
        "Open a French bank account",
      );
      await advisor.dispose();
    });
  });
}

test("in Arabic, the overview and the documents read right to left and are axe-clean", async ({
  browser,
  playwright,
}) => {
  const d = catalogs.ar.dashboard;
  const advisor = await newAdvisor(playwright);
  const { page, clientId } = await dfyClient(browser, "ar");
  await openPlan(advisor, clientId);
  await visit(page, "/dashboard");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("phase-of")).toHaveText(interpolate(d.journey.phaseOf, { number: "1", count: "6" }));
  await expect(main(page).getByText(dfyPackageById("family-premium")?.name ?? "", { exact: true })).toBeVisible();
  // A plan stored with the legacy tier "premium" reads as the package of that rank
  // (core/case/case-package.ts).
  updateDatabase("UPDATE relocation_plans SET tier = 'premium' WHERE client_user_id = ?", clientId);
  await page.reload();
  await expect(main(page).getByText(d.plan.package, { exact: true })).toBeVisible();
  await expect(main(page).getByText(dfyPackageById("executive-vip")?.name ?? "", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard (ar)");
  await visit(page, "/dashboard/documents");
  await expect(main(page).getByRole("heading", { level: 1, name: d.pageTitles.documents })).toBeVisible();
  await expectNoAxeViolations(page, "/dashboard/documents (ar)");
  await advisor.dispose();
});
