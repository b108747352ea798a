import { attemptChannelLabels, attemptOutcomeLabels } from "../../content/permits/appointment-attempt-labels.ts";
import { addDays, addMonths } from "../../core/calculators/iso-date.ts";
import { dateTimeFormat } from "../../core/intl-formats.ts";
import { parisDate } from "../../core/paris-date.ts";
import { arabicShare, auditPageLanguage } from "../../scripts/i18n/page-language-audit.ts";
import { recordPermitThroughApi, registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import {
  baseUrl,
  catalogs,
  expect,
  expectNoAxeViolations,
  interpolate,
  queryDatabase,
  test,
  useLanguage,
  visit,
} from "./support.ts";

/**
 * When the prefecture has no appointment, as a member lives it: from the warning on their permit
 * they open the kit, read what the law allows, keep a dated record of their attempts with a
 * screenshot, and the appointment request comes filled from that record; the adviser's form is
 * written from it too.
 */

/** A real 1×1 PNG. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const today = parisDate();
// A residence permit expiring next month, never renewed: the renewal window is closing or closed.
const expiry = addDays(addMonths(today, 1), 5);
const permit = {
  routeSlug: "salarie",
  document: "residence-permit",
  startDate: addMonths(today, -11),
  expiryDate: expiry,
  departement: "93",
  filing: "online",
};

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const k = t.appointmentKit;
  const longDate = (day: string) =>
    dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

  test.describe(`the blocked-appointment kit [${language}]`, () => {
    useLanguage(language);

    test("a member keeps a dated record with a screenshot, and the letter and the adviser's form come filled from it", async ({
      page,
    }) => {
      const email = uniqueEmail(`kit-${language}`);
      const shot = `creneaux-${email.split("@")[0]}.png`;
      await registerThroughApi(page, email, "Amira Haddad");
      updateDatabase("UPDATE users SET plan = 'premium', language = ? WHERE email = ?", language, email);
      await recordPermitThroughApi(page, permit);

      // From the warning on the permit to the kit.
      await visit(page, "/dashboard/permits");
      await page
        .getByRole("complementary", { name: t.permits.blocked.title })
        .getByRole("link", { name: t.permits.blocked.kitLink })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: k.title })).toBeVisible();
      await expect(page.getByText(k.disclaimer)).toBeVisible();
      await expect(page.getByText(longDate(expiry), { exact: false }).first()).toBeVisible();
      const law = page.getByRole("region", { name: k.law.title });
      await expect(law.getByRole("link", { name: "Code de justice administrative, article L. 521-3" })).toHaveAttribute(
        "href",
        "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006449328",
      );
      // The extension certificate's length is the registry's figure, with its checked-on source.
      await expect(law.getByText(interpolate(k.law.extension, { months: "3" }))).toBeVisible();
      await expect(page.getByText(k.record.empty)).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/appointment-kit, empty [${language}]`);

      // Two attempts, the older typed second: the record reads oldest first.
      const record = page.getByRole("region", { name: k.record.title });
      const add = async (
        day: string,
        channel: "prefecture-website" | "anef",
        outcome: "no-slot" | "unavailable",
        note = "",
      ) => {
        await record.getByLabel(k.record.date).fill(day);
        await record.getByLabel(k.record.channel).selectOption(channel);
        await record.getByLabel(k.record.outcome).selectOption(outcome);
        await record.getByLabel(k.record.note).fill(note);
        await record.getByRole("button", { name: k.record.add }).click();
        await expect(page.getByRole("status").getByText(k.saved.added)).toBeVisible();
      };
      const later = addDays(today, -2);
      const earlier = addDays(today, -9);
      await add(later, "anef", "unavailable");
      await add(earlier, "prefecture-website", "no-slot", "« Aucun créneau disponible » à 9 h");
      const attempts = record.getByRole("listitem");
      await expect(attempts).toHaveCount(2);
      await expect(attempts.first()).toContainText(longDate(earlier));
      await expect(attempts.first()).toContainText(attemptChannelLabels["prefecture-website"][language]);
      await expect(attempts.last()).toContainText(attemptOutcomeLabels.unavailable[language]);
      await expect(
        record.getByText(
          interpolate(k.record.summary_other, { count: "2", first: longDate(earlier), last: longDate(later) }),
        ),
      ).toBeVisible();

      // A screenshot of the booking page joins the first attempt; it downloads back as it was.
      await attempts
        .first()
        .locator('input[type="file"]')
        .setInputFiles({ name: shot, mimeType: "image/png", buffer: png });
      await expect(attempts.first().getByRole("status")).toContainText(
        interpolate(t.dashboard.uploads.success, { name: shot }),
      );
      const download = attempts.first().getByRole("link", { name: interpolate(k.record.download, { name: shot }) });
      await expect(download).toBeVisible();
      const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
      expect(file.suggestedFilename()).toBe(shot);
      expect(queryDatabase("SELECT kind FROM member_files WHERE file_name = ?", shot)).toEqual([
        { kind: "attempt-screenshot" },
      ]);
      await expectNoAxeViolations(page, `/dashboard/appointment-kit, two attempts [${language}]`);

      // The adviser's form is written from the record and the deadline.
      const message = page.getByRole("region", { name: k.consultation.title }).getByRole("textbox").last();
      await expect(message).toHaveValue(new RegExp(longDate(earlier)));

      // The letter comes filled from the record (in French, the administration's language) and the permit.
      await page.getByRole("link", { name: k.letter.link }).click();
      const attemptsField = page.locator("textarea[name='field.attempts']");
      await expect(attemptsField).toHaveValue(
        /site de prise de rendez-vous de la préfecture, aucun créneau disponible — « Aucun créneau disponible » à 9 h\n.*ANEF .*service indisponible ou en erreur$/,
      );
      await expect(page.locator("input[name='field.departement']")).toHaveValue("93");
      await expect(page.locator("input[name='field.expiry']")).toHaveValue(expiry);

      // Deleting an attempt takes its screenshot with it.
      await visit(page, "/dashboard/appointment-kit");
      await record.getByRole("button", { name: interpolate(k.record.deleteLabel, { day: longDate(earlier) }) }).click();
      await expect(page.getByRole("status").getByText(k.saved.deleted)).toBeVisible();
      await expect(record.getByRole("listitem")).toHaveCount(1);
      expect(queryDatabase("SELECT kind FROM member_files WHERE file_name = ?", shot)).toEqual([]);
    });
  });
}

test.describe("the blocked-appointment kit, in Arabic", () => {
  useLanguage("ar");

  test("reads in Arabic, right to left, French marked, axe-clean", async ({ page }) => {
    await registerThroughApi(page, uniqueEmail("kit-ar"), "Amira Haddad");
    await recordPermitThroughApi(page, permit);
    await page.request.post("/api/appointment-attempts", {
      headers: { origin: baseUrl() },
      data: { attemptedOn: addDays(today, -3), channel: "phone", outcome: "no-answer", note: "" },
    });
    await visit(page, "/dashboard/appointment-kit");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(
      page.getByRole("region", { name: catalogs.ar.appointmentKit.record.title }).getByRole("listitem"),
    ).toHaveCount(1);
    const audit = await page.evaluate(auditPageLanguage);
    expect(audit.unmarked).toEqual([]);
    expect(audit.keys).toEqual([]);
    expect(arabicShare(audit)).toBeGreaterThanOrEqual(90);
    await expectNoAxeViolations(page, "/dashboard/appointment-kit [ar]");
  });
});
