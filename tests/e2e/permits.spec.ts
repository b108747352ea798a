import ICAL from "ical.js";
import { apiMessage } from "../../content/messages/api-messages.ts";
import { permitStepTexts } from "../../content/permits/permit-calendar-text.ts";
import { addDays, addMonths } from "../../core/calculators/iso-date.ts";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import { parisDate } from "../../core/paris-date.ts";
import { arabicShare, auditPageLanguage } from "../../scripts/i18n/page-language-audit.ts";
import { createDatabase } from "../../server/db/database.ts";
import { remindPermitDeadlines } from "../../server/modules/permits/remind-permit-deadlines.ts";
import { recordPermitThroughApi, registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  allowConsoleErrors,
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * After the visa, as a member lives it: they record their VLS-TS on /dashboard/permits, see the
 * validation deadline and the renewal window dated from what they typed, get the reminder that is
 * already due in their outbox, and take the dates to their own calendar (a download and a secret
 * address, which stops answering once turned off).
 */

const today = parisDate();
// Arrived so that the validation deadline (arrival + 3 months) falls 20 days from today: the 30-day
// reminder point is reached the moment it is recorded.
const arrival = addDays(addMonths(today, -3), 20);
const validateBy = addMonths(arrival, 3);
const expiry = addDays(addMonths(arrival, 12), -1);

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const p = t.permits;
  const steps = permitStepTexts[language];
  const longDate = (day: string) =>
    dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

  test.describe(`my permits [${language}]`, () => {
    useLanguage(language);

    test("a member records a VLS-TS, sees its deadlines with their sources, and the reminder due is in the outbox", async ({
      page,
    }) => {
      // The refused form answers 400, which the browser logs.
      allowConsoleErrors(page, /status of 400/);
      const email = uniqueEmail(`permits-${language}`);
      await registerThroughApi(page, email, "Amira Haddad");
      updateDatabase("UPDATE users SET email_verified = 1, language = ? WHERE email = ?", language, email);
      await visit(page, "/");
      await page.getByRole("banner").getByTestId("account-menu").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: t.dashboard.links.permits }).click();
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
      await expect(page.getByText(p.empty)).toBeVisible();
      await expectNoAxeViolations(page, "/dashboard/permits, empty");

      const form = page.getByRole("region", { name: p.form.addTitle });
      await form.getByLabel(p.form.route).selectOption("salarie");
      await form.getByLabel(p.form.document).selectOption("vls-ts");
      await form.getByLabel(p.form.startDate).fill(arrival);
      await form.getByLabel(p.form.expiryDate).fill(expiry);
      await form.getByLabel(p.form.arrivalDate).fill(arrival);
      // A département that does not exist is refused beside its field, the rest kept.
      await form.getByLabel(p.form.departement).fill("99");
      await form.getByRole("button", { name: p.form.add }).click();
      await expect(form.getByText(apiMessage(language, "permit_departement_invalid"))).toBeVisible();
      await expect(form.getByLabel(p.form.arrivalDate)).toHaveValue(arrival);
      await expectNoAxeViolations(page, "/dashboard/permits, refused");
      await form.getByLabel(p.form.departement).fill("69");
      await form.getByRole("button", { name: p.form.add }).click();

      await expect(page.getByRole("status").getByText(p.saved.created)).toBeVisible();
      const card = page.getByRole("article");
      await expect(card.getByRole("heading", { level: 2 })).toContainText(p.form.documents["vls-ts"]);
      const validation = card.getByRole("listitem").filter({ hasText: steps["vls-ts-validation"].title });
      await expect(validation).toContainText(longDate(validateBy));
      await expect(validation).toContainText(p.states.soon);
      await expect(
        validation.getByRole("link", { name: "administration-etrangers-en-france.interieur.gouv.fr" }),
      ).toBeVisible();
      const renewal = card.getByRole("listitem").filter({ hasText: steps["renewal-window"].title });
      await expect(renewal).toContainText(longDate(addDays(expiry, -120)));
      await expect(renewal).toContainText(longDate(addDays(expiry, -60)));
      await expect(
        renewal.getByRole("link", { name: /R431-5|CESEDA|renouvel|renewal|window|période/i }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, "/dashboard/permits, one permit");

      // The 30-day reminder was queued when the permit was saved, in the member's language.
      await expect
        .poll(() =>
          queryDatabase<{ subject: string; language: string }>(
            "SELECT subject, language FROM outbox WHERE to_address = ? AND template = 'permit-reminder'",
            email,
          ),
        )
        .toEqual([{ subject: expect.stringContaining(steps["vls-ts-validation"].title), language }]);

      // The dashboard's card names the next step and its date.
      await visit(page, "/dashboard");
      const next = page.getByRole("region", { name: p.next.title });
      await expect(next).toContainText(steps["vls-ts-validation"].title);
      await expect(next).toContainText(longDate(validateBy));
      await next.getByRole("link", { name: p.next.open }).click();
      await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();

      // Done: the step is marked, and no more reminder comes for it.
      await card.getByRole("button", { name: p.permit.markValidated }).click();
      await expect(page.getByRole("status").getByText(p.saved.updated)).toBeVisible();
      await expect(
        page.getByRole("article").getByRole("listitem").filter({ hasText: steps["vls-ts-validation"].title }),
      ).toContainText(p.states.done);
    });

    test("the next reminder goes on its day: the clock is moved to 30 days before the deadline", async ({ page }) => {
      const email = uniqueEmail(`permits-clock-${language}`);
      await registerThroughApi(page, email, "Amira Haddad");
      updateDatabase("UPDATE users SET email_verified = 1, language = ? WHERE email = ?", language, email);
      // Arriving in 10 days: the validation deadline is about 100 days away, before any reminder point.
      const comingOn = addDays(today, 10);
      const deadline = addMonths(comingOn, 3);
      await recordPermitThroughApi(page, {
        routeSlug: "salarie",
        document: "vls-ts",
        startDate: comingOn,
        expiryDate: addDays(addMonths(comingOn, 12), -1),
        arrivalDate: comingOn,
        departement: "75",
        filing: "online",
      });
      const reminders = () =>
        queryDatabase<{ subject: string; language: string; dedupe_key: string }>(
          "SELECT subject, language, dedupe_key FROM outbox WHERE to_address = ? AND template = 'permit-reminder'",
          email,
        );
      expect(reminders()).toEqual([]);

      // The server's own clock job, run with the clock moved to 30 days before the deadline (9:00 in
      // Paris): it queues the 30-day reminder, once, in the member's language; running it again that
      // day queues nothing more.
      const db = createDatabase(`file:${String(process.env.E2E_DATABASE_FILE)}`);
      try {
        const movedClock = new Date(`${addDays(deadline, -30)}T08:00:00Z`);
        // Only this member's permits: the walks beside this one keep their own outbox.
        const [member] = queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = ?", email);
        expect(await remindPermitDeadlines(db, baseUrl(), movedClock, member?.id)).toBe(1);
        expect(await remindPermitDeadlines(db, baseUrl(), movedClock, member?.id)).toBe(0);
      } finally {
        await db.destroy();
      }
      expect(reminders()).toEqual([
        {
          subject: expect.stringContaining(steps["vls-ts-validation"].title),
          language,
          // The 30-day point of the validation deadline, and no other.
          dedupe_key: expect.stringMatching(new RegExp(`:vls-ts-validation:${deadline}:30$`)),
        },
      ]);

      // The page still says when the deadline is.
      await visit(page, "/dashboard/permits");
      await expect(
        page.getByRole("article").getByRole("listitem").filter({ hasText: steps["vls-ts-validation"].title }),
      ).toContainText(longDate(deadline));
    });

    test("the dates go to the member's own calendar: an .ics file and a secret address, turned off at will", async ({
      page,
      playwright,
    }) => {
      const email = uniqueEmail(`permits-feed-${language}`);
      await registerThroughApi(page, email, "Karim Benali");
      await recordPermitThroughApi(page, {
        routeSlug: "salarie",
        document: "vls-ts",
        startDate: arrival,
        expiryDate: expiry,
        arrivalDate: arrival,
        departement: "75",
        filing: "online",
      });
      await visit(page, "/dashboard/permits");
      const calendar = page.getByRole("region", { name: p.calendar.title });
      const download = await page.request.get(
        await calendar.getByRole("link", { name: p.calendar.download }).getAttribute("href").then(String),
      );
      expect(download.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const events = new ICAL.Component(ICAL.parse(await download.text())).getAllSubcomponents("vevent");
      expect(events.map((event) => String(event.getFirstPropertyValue("dtstart")))).toContain(validateBy);

      await calendar.getByRole("button", { name: p.calendar.on }).click();
      const address = calendar.getByLabel(p.calendar.urlLabel);
      await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      await expectNoAxeViolations(page, "/dashboard/permits, calendar address");
      const url = await address.inputValue();
      // A calendar app: no cookies.
      const app = await playwright.request.newContext();
      const feed = await app.get(url);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await feed.text()).toContain("BEGIN:VEVENT");

      // One summary every Monday instead of an e-mail at each step: chosen, and kept.
      const reminders = page.getByRole("region", { name: p.reminders.title });
      await reminders.getByLabel(p.reminders.weekly).check();
      await reminders.getByRole("button", { name: p.reminders.save }).click();
      await expect(page.getByRole("status").getByText(p.saved.reminders)).toBeVisible();
      await expect(page.getByRole("region", { name: p.reminders.title }).getByLabel(p.reminders.weekly)).toBeChecked();
      await expectNoAxeViolations(page, "/dashboard/permits, reminders chosen");

      await calendar.getByRole("button", { name: p.calendar.off }).click();
      await expect(page.getByRole("status").getByText(p.saved.feedOff)).toBeVisible();
      expect((await app.get(url)).status()).toBe(404);
      await app.dispose();

      // A residence permit expiring next month, never renewed: the way out when no appointment
      // can be had, leading to the appointment request.
      await recordPermitThroughApi(page, {
        routeSlug: "salarie",
        document: "residence-permit",
        startDate: addMonths(today, -11),
        expiryDate: addDays(addMonths(today, 1), 5),
        departement: "93",
        filing: "online",
      });
      await visit(page, "/dashboard/permits");
      const blocked = page.getByRole("complementary", { name: p.blocked.title });
      await expect(blocked).toHaveCount(1);
      await expectNoAxeViolations(page, "/dashboard/permits, a renewal late");
      await blocked.getByRole("link", { name: p.blocked.link }).click();
      await expect(page.getByRole("heading", { level: 2 }).first()).toContainText(
        language === "fr" ? "Demande de rendez-vous à la préfecture" : "Request to the prefecture for an appointment",
      );
    });
  });
}

test.describe("after the visa, in Arabic", () => {
  useLanguage("ar");

  test("My permits and the letters read in Arabic, right to left, French marked, axe-clean", async ({ page }) => {
    await registerThroughApi(page, uniqueEmail("permits-ar"), "Amira Haddad");
    await recordPermitThroughApi(page, {
      routeSlug: "salarie",
      document: "vls-ts",
      startDate: arrival,
      expiryDate: expiry,
      arrivalDate: arrival,
      departement: "13",
      filing: "online",
    });
    for (const path of ["/dashboard/permits", "/dashboard/letters?letter=iban-refusal"]) {
      await visit(page, path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const audit = await page.evaluate(auditPageLanguage);
      expect(audit.unmarked, path).toEqual([]);
      expect(audit.keys, path).toEqual([]);
      expect(arabicShare(audit), path).toBeGreaterThanOrEqual(90);
      await expectNoAxeViolations(page, `${path} [ar]`);
    }
  });
});
