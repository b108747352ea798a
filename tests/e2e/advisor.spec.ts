import type { Page } from "@playwright/test";
import { documentTemplate } from "../../content/case/document-templates.ts";
import { apiMessageCatalogs } from "../../content/messages/api-messages.ts";
import { permitStepTexts } from "../../content/permits/permit-calendar-text.ts";
import { findVisa } from "../../content/visas/visa-catalogue.ts";
import { visaRouteGroups } from "../../content/visas/visa-routes.ts";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import { dfyPackageById, dfyPackages } from "../../core/plans-catalogue.ts";
import {
  password,
  recordPermitThroughApi,
  registerThroughApi,
  signInAsNewAdmin,
  signInThroughApi,
  uniqueEmail,
  updateDatabase,
} from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  type Language,
  looseText,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * The advisor's side of a done-for-you case (ADR 0034), walked as an advisor would: the
 * client list, opening a plan for a dfy client, a task, the passport scan requested from the
 * visa's templates, the phase moved — and who may not come in. The client's side and the walk
 * across both sides are other specs. The plan's package is one of the catalogue's, by its one
 * name, and the visa list shows each route once.
 */

/** Matches a sentence whatever its spaces (French narrow no-break spaces fold to spaces). */

/** A filter link's name whatever its count: "Unassigned (3)" → /Unassigned/. */
const withoutCount = (template: string) => looseText(template.slice(0, template.indexOf("(")).trim());

const visaSlug = "passeport-talent";
const passport = documentTemplate("passport-scan");

/** A new member who bought a done-for-you package (billing would set it; here the database does). */
async function dfyClient(page: Page, language: Language, tag: string) {
  const email = uniqueEmail(`${language}-${tag}`);
  const name = `Client ${tag} ${language} ${Math.random().toString(36).slice(2, 6)}`;
  await registerThroughApi(page, email, name);
  updateDatabase("UPDATE users SET plan = 'dfy' WHERE email = ?", email);
  return { email, name };
}

/** What the page says was just done (the site's own loading announcer is another status region). */
const notice = (page: Page) => page.getByRole("main").getByRole("status");

/** The client's row in the advisor's list. */
const rowOf = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const a = t.advisor;
  const d = t.dashboard;
  const api = apiMessageCatalogs[language];
  const visaName = findVisa(visaSlug)?.name[language] ?? "";
  const passportTitle = passport?.title[language] ?? "";

  test.describe(`advisor workspace [${language}]`, () => {
    useLanguage(language);

    test("an advisor opens the plan of a done-for-you client, adds a task, requests the passport scan from the visa's templates and moves the phase", async ({
      page,
    }) => {
      test.slow();
      // The task posted without a title is answered 400, on purpose.
      allowConsoleErrors(page, /status of 400/);
      const client = await dfyClient(page, language, "plan");
      // The client recorded their VLS-TS (after the visa): the advisor sees its dates on the case.
      await recordPermitThroughApi(page, {
        routeSlug: "salarie",
        document: "vls-ts",
        startDate: "2026-11-30",
        expiryDate: "2027-11-29",
        arrivalDate: "2026-11-30",
        departement: "69",
        filing: "online",
      });
      // Signing in as the advisor replaces the client's session in this browser.
      await signInAsNewAdmin(page, uniqueEmail(`${language}-advisor`), "advisor");

      // The list: the new client waits for a plan, and says so in words.
      await visit(page, "/advisor");
      await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
      await expect(rowOf(page, client.email).getByText(a.list.badges.needsPlan)).toBeVisible();
      const unassigned = page
        .getByRole("navigation", { name: a.list.filtersLabel })
        .getByRole("link", { name: withoutCount(a.list.filters.unassigned) });
      await unassigned.click();
      await expect(page).toHaveURL(/\/advisor\?show=unassigned$/);
      await expect(unassigned).toHaveAttribute("aria-current", "page");
      await page.getByRole("searchbox", { name: a.list.searchLabel }).fill(client.email);
      await page.getByRole("button", { name: a.list.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(client.email).replace(/\./g, "\\.")}`));
      await expect(page.getByRole("row")).toHaveCount(2);
      await expectNoAxeViolations(page, `/advisor [${language}]`);

      // Opening the plan: the proposed name follows the chosen visa.
      await rowOf(page, client.email)
        .getByRole("link", {
          name: looseText(`${a.list.openPlan} ${interpolate(a.list.openPlanNamed, { name: client.name })}`),
        })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: a.newPlan.title })).toBeVisible();
      await page.getByLabel(a.fields.visa, { exact: true }).selectOption(visaSlug);
      await expect(page.getByLabel(a.fields.name, { exact: true })).toHaveValue(
        interpolate(a.newPlan.nameDefault, { client: client.name, visa: visaName }),
      );
      await page.getByLabel(a.fields.adults, { exact: true }).fill("2");
      await page.getByLabel(a.fields.children, { exact: true }).fill("1");
      // Each route once under the catalogue's name; the packages as the catalogue sells them.
      const visaOptions = page.getByLabel(a.fields.visa, { exact: true }).locator("option:not([value=''])");
      await expect(visaOptions).toHaveText(
        visaRouteGroups(language).flatMap((group) => group.options.map((option) => option.label)),
      );
      const packageSelect = page.getByLabel(a.fields.package, { exact: true });
      await expect(packageSelect).toHaveValue("");
      await expect(packageSelect.locator("option:not([value=''])")).toHaveText(dfyPackages.map((plan) => plan.name));
      await packageSelect.selectOption({ label: "Executive VIP" });
      await expectNoAxeViolations(page, `/advisor/cases/new [${language}]`);
      await page.getByRole("button", { name: a.newPlan.submit }).click();
      await expect(page).toHaveURL(/\/advisor\/cases\/[0-9a-f-]{36}\?done=created$/);
      await expect(notice(page)).toHaveText(looseText(a.case.notices.created));
      const planName = interpolate(a.newPlan.nameDefault, { client: client.name, visa: visaName });
      await expect(page.getByRole("heading", { level: 1, name: planName })).toBeVisible();
      const caseId = /cases\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? "";
      const [plan] = queryDatabase<{ adults: number; children: number; tier: string; advisor_user_id: string | null }>(
        "SELECT adults, children, tier, advisor_user_id FROM relocation_plans WHERE id = ?",
        caseId,
      );
      // The column kept its name; it holds the package's id.
      expect(plan).toMatchObject({ adults: 2, children: 1, tier: "executive-vip" });
      expect(plan?.advisor_user_id).not.toBeNull();
      const caseHeader = page.getByRole("main").locator("header").first();
      await expect(caseHeader.getByText("Executive VIP", { exact: true })).toBeVisible();
      await expect(page.getByLabel(a.fields.package, { exact: true })).toHaveValue("executive-vip");
      // A plan stored with the legacy tier "standard" reads as the package of that rank
      // (core/case/case-package.ts).
      updateDatabase("UPDATE relocation_plans SET tier = 'standard' WHERE id = ?", caseId);
      await page.reload();
      const familyPremium = dfyPackageById("family-premium")?.name ?? "";
      await expect(caseHeader.getByText(familyPremium, { exact: true })).toBeVisible();
      await expect(page.getByLabel(a.fields.package, { exact: true })).toHaveValue("family-premium");
      const permits = page.getByRole("region", { name: t.permits.advisor.title });
      await expect(
        permits.getByRole("listitem").filter({ hasText: permitStepTexts[language]["vls-ts-validation"].title }),
      ).toContainText(
        dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date("2027-02-28T00:00:00Z")),
      );
      await expectNoAxeViolations(page, `case overview [${language}]`);

      // The advisor records the client's new residence permit from the case: it joins the client's
      // permits with its calendar, and the case's overview lists it.
      await permits.getByText(t.permits.advisor.add).click();
      const permitForm = permits.locator("form");
      await permitForm.getByLabel(t.permits.form.route).selectOption("salarie");
      await permitForm.getByLabel(t.permits.form.document).selectOption("residence-permit");
      await permitForm.getByLabel(t.permits.form.startDate).fill("2027-02-20");
      await permitForm.getByLabel(t.permits.form.expiryDate).fill("2028-02-19");
      await permitForm.getByLabel(t.permits.form.departement).fill("13");
      await expectNoAxeViolations(page, `case overview, permit form [${language}]`);
      await permitForm.getByRole("button", { name: t.permits.form.add }).click();
      await expect(notice(page)).toHaveText(looseText(a.case.notices.permit));
      await expect(
        page.getByRole("region", { name: t.permits.advisor.title }).getByRole("heading", { level: 3 }),
      ).toHaveCount(2);
      expect(
        queryDatabase(
          "SELECT departement FROM member_permits WHERE user_id = (SELECT client_user_id FROM relocation_plans WHERE id = ?) ORDER BY expiry_date",
          caseId,
        ),
      ).toEqual([{ departement: "69" }, { departement: "13" }]);

      // A task: refused without a title (the API's own sentence), then added, then completed.
      const tabs = page.getByRole("navigation", { name: a.case.tabsLabel });
      await tabs.getByRole("link", { name: a.case.tabs.tasks }).click();
      await expect(page).toHaveURL(new RegExp(`/advisor/cases/${caseId}/tasks$`));
      const addTask = page.getByRole("region", { name: a.tasks.addTitle });
      await addTask.getByRole("button", { name: a.tasks.add }).click();
      await expect(addTask.getByRole("alert")).toContainText(looseText(api.task_title_required));
      await expect(addTask.getByLabel(a.fields.title, { exact: true })).toHaveAttribute("aria-invalid", "true");
      const taskTitle = `${language === "fr" ? "Prendre rendez-vous au consulat" : "Book the consulate appointment"}`;
      await addTask.getByLabel(a.fields.title, { exact: true }).fill(taskTitle);
      await addTask.getByLabel(a.fields.category, { exact: true }).selectOption("appointments");
      await addTask.getByLabel(a.fields.priority, { exact: true }).selectOption("high");
      await addTask.getByRole("button", { name: a.tasks.add }).click();
      await expect(notice(page)).toHaveText(looseText(a.case.notices.taskAdded));
      const task = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: taskTitle }) });
      await expect(task.getByText(d.taskStatuses.pending, { exact: true })).toBeVisible();
      await expect(addTask.getByLabel(a.fields.title, { exact: true })).toHaveValue("");
      await task.getByRole("button", { name: new RegExp(`^${d.tasks.events.complete}`) }).click();
      await expect(task.getByText(d.taskStatuses.completed, { exact: true })).toBeVisible();
      await expect(task.getByRole("button", { name: new RegExp(`^${d.tasks.events.reopen}`) })).toBeVisible();
      await expectNoAxeViolations(page, `case tasks [${language}]`);

      // The passport scan, from the visa's templates, required.
      await tabs.getByRole("link", { name: a.case.tabs.documents }).click();
      await expect(page).toHaveURL(new RegExp(`/advisor/cases/${caseId}/documents$`));
      const templates = page.getByRole("region", { name: a.documents.templatesTitle });
      const passportGroup = templates.getByRole("group", { name: passportTitle, exact: true });
      await passportGroup.getByRole("checkbox", { name: passportTitle, exact: true }).check();
      await passportGroup.getByRole("checkbox", { name: a.fields.required, exact: true }).check();
      await expectNoAxeViolations(page, `case documents [${language}]`);
      await templates.getByRole("button", { name: a.documents.requestSelected }).click();
      await expect(notice(page)).toHaveText(looseText(interpolate(a.case.notices.requested_one, { count: "1" })));
      const card = page.getByRole("article", { name: passportTitle, exact: true });
      await expect(card.getByText(d.documentStatuses.required, { exact: true })).toBeVisible();
      await expect(card.getByText(a.documents.noFiles)).toBeVisible();
      // Requested once: the checklist no longer offers it.
      await expect(templates.getByRole("group", { name: passportTitle, exact: true })).toHaveCount(0);
      expect(
        queryDatabase(
          "SELECT status FROM document_requests WHERE plan_id = ? AND template_key = 'passport-scan'",
          caseId,
        ),
      ).toEqual([{ status: "required" }]);

      // The phase moves on, and the feed says so.
      await tabs.getByRole("link", { name: a.case.tabs.overview }).click();
      await page
        .getByRole("button", { name: looseText(interpolate(a.overview.nextPhase, { phase: d.phases.documentation })) })
        .click();
      await expect(notice(page)).toHaveText(
        looseText(interpolate(a.case.notices.phase, { phase: d.phases.documentation })),
      );
      await expect(
        page.getByRole("list", { name: a.case.stepperLabel }).locator("[aria-current='step']"),
      ).toContainText(d.phases.documentation);
      await tabs.getByRole("link", { name: a.case.tabs.activity }).click();
      await expect(
        page.getByText(
          looseText(
            interpolate(a.activity.kinds.phase_changed, { from: d.phases.planning, to: d.phases.documentation }),
          ),
        ),
      ).toBeVisible();
      await expect(
        page.getByText(looseText(interpolate(a.activity.kinds.document_requested, { subject: passportTitle }))),
      ).toBeVisible();
      await expectNoAxeViolations(page, `case activity [${language}]`);

      // Back on the list: the plan, its phase and its advisor.
      await page.getByRole("link", { name: a.back }).click();
      const row = rowOf(page, client.email);
      await expect(row.getByText(planName)).toBeVisible();
      await expect(
        row.getByText(looseText(interpolate(a.list.phase, { number: "2", count: "6", phase: d.phases.documentation }))),
      ).toBeVisible();
    });

    test("visitors are sent to sign in, members who are not staff get 403, and another advisor's case is a 404", async ({
      page,
    }) => {
      test.slow();
      allowConsoleErrors(page, /status of 403|status of 404/);
      await visit(page, "/advisor");
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/advisor")}`);

      const client = await dfyClient(page, language, "refused");
      for (const path of ["/advisor", `/advisor/cases/new?client=x`]) {
        const response = await visit(page, path);
        expect(response?.status()).toBe(403);
        await expect(page.getByRole("heading", { level: 1, name: a.forbidden.title })).toBeVisible();
      }
      await expectNoAxeViolations(page, `/advisor refused [${language}]`);

      // Advisor A opens the client's plan (through the API, as the advisor's own screen would).
      await signInAsNewAdmin(page, uniqueEmail(`${language}-advisor-a`), "advisor");
      const clientId = queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = ?", client.email)[0]?.id;
      const created = await page.request.post("/api/advisor/cases", {
        headers: { origin: baseUrl() },
        data: { clientId, name: "Plan A", visaSlug, adults: 1, children: 0, packageId: "family-premium" },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { caseId } = (await created.json()) as { caseId: string };
      expect((await visit(page, `/advisor/cases/${caseId}`))?.status()).toBe(200);

      // Advisor B cannot open it, nor tell it from a case that does not exist; the client's own
      // session is refused as not staff.
      await signInAsNewAdmin(page, uniqueEmail(`${language}-advisor-b`), "advisor");
      for (const path of [
        `/advisor/cases/${caseId}`,
        `/advisor/cases/${caseId}/documents`,
        `/advisor/cases/${crypto.randomUUID()}`,
      ]) {
        const response = await visit(page, path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: t.notFound.title })).toBeVisible();
      }
      await visit(page, "/advisor");
      await expect(rowOf(page, client.email)).toHaveCount(0);
      await signInThroughApi(page, client.email, password);
      expect((await visit(page, `/advisor/cases/${caseId}`))?.status()).toBe(403);
    });
  });
}

test.describe("advisor workspace [ar]", () => {
  useLanguage("ar");
  const a = catalogs.ar.advisor;

  test("the list and a case read right to left, accessibly", async ({ page }) => {
    test.slow();
    const client = await dfyClient(page, "ar", "rtl");
    await signInAsNewAdmin(page, uniqueEmail("ar-advisor"), "advisor");
    await visit(page, "/advisor");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
    await expectNoAxeViolations(page, "/advisor [ar]");
    await rowOf(page, client.email).getByRole("link").click();
    await page.getByLabel(a.fields.visa, { exact: true }).selectOption(visaSlug);
    await page.getByLabel(a.fields.package, { exact: true }).selectOption("eu-eea-freedom");
    await page.getByRole("button", { name: a.newPlan.submit }).click();
    await expect(notice(page)).toHaveText(a.case.notices.created);
    // The package's name is the catalogue's, the same in Arabic.
    const name = dfyPackageById("eu-eea-freedom")?.name ?? "";
    await expect(page.getByRole("main").locator("header").first().getByText(name, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "case overview [ar]");
    await page
      .getByRole("navigation", { name: a.case.tabsLabel })
      .getByRole("link", { name: a.case.tabs.documents })
      .click();
    await expect(page.getByRole("region", { name: a.documents.templatesTitle })).toBeVisible();
    await expectNoAxeViolations(page, "case documents [ar]");
  });
});
