import { currentAmount, currentFact, factOn } from "../../content/facts/fact-on.ts";
import { formatFact } from "../../content/facts/format-fact.ts";
import { helpNumbers } from "../../content/guides/help-numbers.ts";
import { formatEuros, visaCostOf, visaCostPartLabel } from "../../content/visas/visa-costs.ts";
import { catalogs, expect, expectNoAxeViolations, interpolate, test, useLanguage, visit } from "./support.ts";

// The 2026 figures as a reader sees them. A residence-card page shows what the State charges as
// "visa fee + residence-permit tax = total" (a VLS-TS validated online pays no stamp duty; the note
// under it says so) and the French-level and civic exam conditions; estimates say they are ours;
// the sources are one compact list; the stress-relief page shows the emergency and help numbers,
// each a tap-to-call link.

const plain = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");

for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];

  test.describe(`2026 facts [${language}]`, () => {
    useLanguage(language);

    test("the employee page shows the 2026 taxes with the total and the language and civic-exam conditions", async ({
      page,
    }) => {
      await visit(page, "/visa/salarie");
      const cost = visaCostOf("salarie")!;
      const breakdown = page.locator('[data-cost-breakdown="salarie"]');
      await expect(breakdown).toBeVisible();
      await expect(breakdown).toContainText(t.visaPage.costBreakdownTitle);
      const shown = plain(await breakdown.textContent());
      for (const part of cost.parts) {
        expect(shown).toContain(
          plain(`${formatEuros(part.value, language)} ${visaCostPartLabel(part.role, language)}`),
        );
      }
      expect(shown).toContain(plain(`= ${formatEuros(cost.total, language)}`));
      // A VLS-TS validated online: visa fee + residence-permit tax, no stamp duty (our reading of
      // the law, said under the breakdown with the stamp duty's amount).
      expect(cost.parts.map((part) => part.role)).toEqual(["visa-fee", "residence-permit-tax"]);
      expect(cost.total).toBe(currentAmount("long-stay-visa.fee") + currentAmount("residence-permit.tax-first-issue"));
      expect(cost.total).toBe(399);
      await expect(breakdown.locator("a[data-fact]")).toHaveCount(cost.parts.length);
      await expect(breakdown.locator('a[data-fact="fact:residence-permit.stamp-duty"]')).toHaveCount(0);
      expect(shown).toContain(
        plain(
          interpolate(t.visaPage.costBreakdownNoteVlsTs, {
            stamp: formatFact(currentFact("residence-permit.stamp-duty"), language),
          }),
        ).trim(),
      );

      const conditions = page.locator("[data-integration-conditions]");
      await expect(conditions).toBeVisible();
      const text = plain(await conditions.textContent());
      for (const level of ["A2", "B1", "B2"]) expect(text).toContain(level);
      for (const id of ["civic-exam.questions", "civic-exam.duration", "civic-exam.pass-mark"] as const) {
        expect(text).toContain(plain(formatFact(currentFact(id), language)));
      }
      // The SMIC of 1 June 2026 (ADR 0057): the page shows today's value, and the superseded one
      // (12.02 / 1,823.03 / about 1,443) only in the sources' change note.
      const main = plain(await page.locator("main").textContent());
      expect(main).toContain(plain(formatFact(currentFact("smic.monthly-gross"), language)));
      const outsideNotes = plain(
        await page.locator("main").evaluate((node) => {
          const copy = node.cloneNode(true) as HTMLElement;
          for (const note of copy.querySelectorAll("[data-fact-change]")) note.remove();
          return copy.textContent;
        }),
      );
      for (const id of ["smic.hourly-gross", "smic.monthly-gross", "smic.monthly-net"] as const) {
        expect(outsideNotes, id).not.toContain(plain(formatFact(factOn(id, "2026-05-31"), language)));
      }
      expect(outsideNotes).not.toMatch(/12[.,]02|823[.,]03|1[ ,.]?443/);
      await expectNoAxeViolations(page, `/visa/salarie [${language}]`);
    });

    test("the talent page lists each source once, with its publisher, link and checked-on date", async ({ page }) => {
      await visit(page, "/visa/passeport-talent-salarie");
      const sources = page.locator("#sources [data-source]");
      const urls = await sources.evaluateAll((items) => items.map((item) => item.getAttribute("data-source")));
      expect(urls.length).toBeGreaterThan(1);
      expect(new Set(urls).size).toBe(urls.length);
      const first = sources.first();
      await expect(first.getByRole("link")).toHaveAttribute("href", /^https:\/\//);
      await expect(first).toContainText(t.content.checkedOn);

      // The processing time is our estimate and says so, in the text and in the sources.
      const estimate = page.locator('main a[data-kind="our-estimate"]').first();
      await expect(estimate).toBeVisible();
      await expect(page.locator("#sources")).toContainText(t.content.ourEstimate);
      await expect(page.locator('[data-cost-breakdown="passeport-talent-salarie"]')).toContainText(
        plain(formatEuros(visaCostOf("passeport-talent-salarie")!.total, language)),
      );
      await expectNoAxeViolations(page, `/visa/passeport-talent-salarie [${language}]`);
    });

    test("the stress-relief page shows the emergency and help numbers with their source", async ({ page }) => {
      await visit(page, "/stress-relief");
      const list = page.getByRole("list", { name: t.content.helpNumbersLabel });
      await expect(list).toBeVisible();
      for (const line of helpNumbers) {
        const call = list.locator(`a[href="tel:${line.number}"]`);
        await expect(call, line.id).toHaveText(line.number);
        await expect(list.locator(`[data-help-number="${line.id}"]`)).toContainText(line.name[language]);
      }
      await expect(page.locator('a[href="https://www.service-public.fr/particuliers/vosdroits/F33954"]')).toBeVisible();
      await expectNoAxeViolations(page, `/stress-relief [${language}]`);
    });

    test("the help centre shows the same numbers", async ({ page }) => {
      await visit(page, "/help");
      const list = page.getByRole("list", { name: t.content.helpNumbersLabel });
      await expect(list.locator("a[href^='tel:']")).toHaveCount(helpNumbers.length);
    });
  });
}
