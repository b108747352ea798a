import { readFileSync } from "node:fs";
import { pdfText, spaced } from "../../server/modules/guide-pdf/pdf-test-kit.ts";
import { docxText } from "../../server/testing/docx-text.ts";
import { registerThroughApi, uniqueEmail, updateDatabase } from "./accounts-support.ts";
import { catalogs, expect, expectNoAxeViolations, interpolate, test, useLanguage, visit } from "./support.ts";

/**
 * After the visa, the letters: a premium member fills in the accommodation certificate and
 * downloads it as PDF and as Word, both read back; a field left empty is refused beside it; a
 * free member sees the letter filled with example details and the way to the plans, and the
 * pricing page no longer calls the templates "coming soon".
 */
for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const l = t.letters;

  test.describe(`letters [${language}]`, () => {
    useLanguage(language);

    test("a premium member downloads a filled accommodation certificate as PDF and .docx", async ({ page }) => {
      const email = uniqueEmail(`letters-${language}`);
      await registerThroughApi(page, email, "Amira Haddad");
      updateDatabase("UPDATE users SET plan = 'premium' WHERE email = ?", email);
      await visit(page, "/dashboard");
      await page.getByRole("banner").getByTestId("account-menu").locator("summary").click();
      await page.getByRole("banner").getByRole("link", { name: t.dashboard.links.letters }).click();
      await expect(page.getByRole("heading", { level: 1, name: l.title })).toBeVisible();
      const letter = page.getByRole("region", { name: /Attestation d'hébergement|Accommodation certificate/ });
      const form = {
        hostName: letter.getByLabel(language === "fr" ? "Nom et prénom de l'hébergeant" : "Your host's full name"),
        hostBirth: letter.getByLabel(
          language === "fr" ? "Date et lieu de naissance de l'hébergeant" : "Host's date and place of birth",
        ),
        hostAddress: letter.getByLabel(
          language === "fr" ? "Adresse de l'hébergeant (la vôtre)" : "Host's address (your address)",
        ),
        fullName: letter.getByLabel(language === "fr" ? "Vos nom et prénom" : "Your full name"),
        birthDate: letter.getByLabel(language === "fr" ? "Votre date de naissance" : "Your date of birth"),
        nationality: letter.getByLabel(language === "fr" ? "Votre nationalité" : "Your nationality (in French)"),
        since: letter.getByLabel(language === "fr" ? "Hébergé(e) depuis le" : "Living there since"),
        place: letter.getByLabel(language === "fr" ? "Ville où vous signez" : "Town where you sign"),
      };
      // The member's name comes from the account.
      await expect(form.fullName).toHaveValue("Amira Haddad");
      await form.hostName.fill("Claire Martin");
      await form.hostBirth.fill("14 mars 1980 à Lyon");
      await form.hostAddress.fill("12 rue de la République\n69002 Lyon");
      await form.birthDate.fill("1994-05-21");
      await form.since.fill("2026-10-01");
      await form.place.fill("Lyon");
      await expectNoAxeViolations(page, "/dashboard/letters, premium");

      // The nationality is missing: the browser's own check stops the form, nothing is sent.
      await letter.getByRole("button", { name: l.download.pdf }).click();
      expect(await form.nationality.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await expect(form.hostName).toHaveValue("Claire Martin");
      await form.nationality.fill("marocaine");

      const pdfDownload = page.waitForEvent("download");
      await letter.getByRole("button", { name: l.download.pdf }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe("passerelle-accommodation-certificate.pdf");
      const text = spaced(pdfText(readFileSync(String(await pdf.path()))));
      expect(text).toContain("Je soussigné(e) Claire Martin");
      expect(text).toContain("de nationalité marocaine");

      const docxDownload = page.waitForEvent("download");
      await letter.getByRole("button", { name: l.download.docx }).click();
      const docx = await docxDownload;
      expect(docx.suggestedFilename()).toBe("passerelle-accommodation-certificate.docx");
      expect(docxText(readFileSync(String(await docx.path())))).toContain("héberger à mon domicile Amira Haddad");
      // The download's address answers the form's POST only.
      expect((await page.request.get("/dashboard/letters/download")).status()).toBe(405);

      // What only the server refuses (a name longer than a letter takes) comes back named.
      // The field's maxlength stops it in a browser; without it (an old browser, a crafted form):
      await form.hostName.evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
      await form.hostName.fill("C".repeat(130));
      await letter.getByRole("button", { name: l.download.pdf }).click();
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: language === "fr" ? "Nom et prénom de l'hébergeant" : "Your host's full name" }),
      ).toBeVisible();

      // Both letters are kept in "Your letters": after the plan ends, they download again and can go.
      updateDatabase("UPDATE users SET plan = 'free' WHERE email = ?", email);
      await visit(page, "/dashboard/letters");
      const kept = page.getByRole("region", { name: l.kept.title });
      await expect(kept.getByRole("listitem")).toHaveCount(2);
      const again = page.waitForEvent("download");
      await kept
        .getByRole("link", { name: interpolate(l.kept.download, { name: "passerelle-accommodation-certificate.pdf" }) })
        .click();
      expect(spaced(pdfText(readFileSync(String(await (await again).path()))))).toContain(
        "Je soussigné(e) Claire Martin",
      );
      await expectNoAxeViolations(page, "/dashboard/letters, kept letters");
      await kept.getByRole("listitem").first().getByRole("button", { name: l.kept.delete }).click();
      await expect(page.getByRole("status").getByText(l.kept.deleted)).toBeVisible();
      await expect(kept.getByRole("listitem")).toHaveCount(1);
    });

    test("a visitor previews every letter filled with example details, from the footer, with the way to the plans", async ({
      page,
    }) => {
      await visit(page, "/");
      await page.getByRole("contentinfo").getByRole("link", { name: t.footer.letters }).click();
      await expect(page.getByRole("heading", { level: 1, name: l.public.title })).toBeVisible();
      await page
        .getByRole("link", { name: language === "fr" ? /présentant votre garant/ : /presenting your guarantor/ })
        .click();
      const preview = page.locator('article[lang="fr"]');
      await expect(preview).toContainText("article 22-1 de la loi n° 89-462 du 6 juillet 1989");
      await expect(preview).toContainText("Karim Haddad, mon père, résidant au Maroc");
      await expect(page.getByRole("link", { name: l.public.register })).toBeVisible();
      await expect(page.getByRole("button", { name: l.download.pdf })).toHaveCount(0);
      await expectNoAxeViolations(page, "/letters, visitor");
      await page.getByRole("link", { name: l.preview.upgrade }).click();
      await expect(page).toHaveURL(/\/pricing/);
    });

    test("a free member sees the letter filled with example details and the way to the plans", async ({ page }) => {
      await registerThroughApi(page, uniqueEmail(`letters-free-${language}`), "Karim Benali");
      await visit(page, "/dashboard/letters?letter=iban-refusal");
      await expect(page.getByText(l.preview.lockedNote)).toBeVisible();
      await expect(page.getByRole("button", { name: l.download.pdf })).toHaveCount(0);
      const preview = page.locator('article[lang="fr"]');
      await expect(preview).toContainText("règlement (UE) n° 260/2012");
      await expect(preview).toContainText("BE71 0961 2345 6769");
      await expectNoAxeViolations(page, "/dashboard/letters, free");
      await page.getByRole("link", { name: l.preview.upgrade }).click();
      await expect(page).toHaveURL(/\/pricing/);
      const templates = page
        .getByRole("listitem")
        .filter({ hasText: language === "fr" ? "Des modèles de documents" : "Document templates" });
      await expect(templates.first()).toBeVisible();
      await expect(templates.first()).not.toContainText(t.pricing.comingSoon);
    });
  });
}
