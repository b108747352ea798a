import help from "../../content/guides/help.ts";
import { signInAsNewAdmin, uniqueEmail } from "./accounts-support.ts";
import { catalogs, expect, expectNoAxeViolations, test, useLanguage } from "./support.ts";

/**
 * The help center's FAQ comes from the database the back office edits (ADR 0038): the
 * written questions are there on first start, and a question an administrator adds for the help
 * center shows on /help at once, and not on the home page.
 */
for (const language of ["en", "fr"] as const) {
  const t = catalogs[language];
  const b = t.backOffice;
  const written = help.faq?.[language] ?? [];

  test.describe(`help center FAQ [${language}]`, () => {
    useLanguage(language);

    test("shows the seeded questions; an administrator's new help question appears on /help only", async ({ page }) => {
      test.slow();
      await page.goto("/help");
      const first = written[0];
      if (!first) throw new Error("the help center has written questions");
      const seeded = page.getByRole("main").locator("summary", { hasText: first.question });
      await expect(seeded).toBeVisible();
      await expect(seeded).toContainText(t.faq.categories[first.category]);

      await signInAsNewAdmin(page, uniqueEmail(`help-faq-${language}`));
      await page.goto(`/admin/faq?in=${language}`);
      await page
        .getByRole("navigation", { name: b.faq.pagesLabel })
        .getByRole("link", { name: b.faq.pages.help })
        .click();
      await expect(page).toHaveURL(/page=help/);
      await expect(page.getByRole("textbox", { name: b.faq.question }).nth(1)).toHaveValue(first.question);

      // Letters only: /help is checked elsewhere for digits outside registry figures, on this same server.
      const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
      const question =
        language === "fr"
          ? `Puis-je changer l'adresse e-mail de mon compte (${tag})\u202f?`
          : `Can I change my account's e-mail address (${tag})?`;
      const add = page.getByRole("form", { name: b.faq.add });
      await add.getByRole("textbox", { name: b.faq.question }).fill(question);
      await add
        .getByRole("textbox", { name: b.faq.answer })
        .fill(
          language === "fr"
            ? "Écrivez-nous depuis l'adresse enregistrée."
            : "Write to us from your registered address.",
        );
      await add.getByRole("combobox", { name: b.faq.category }).selectOption("account");
      await add.getByRole("textbox", { name: b.faq.position }).fill("0");
      await add.getByRole("button", { name: b.faq.create }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText(b.faq.done.create);
      await expect(page).toHaveURL(/page=help/);
      await expectNoAxeViolations(page, `/admin/faq?page=help [${language}]`);

      await page.goto("/help");
      const added = page.getByRole("main").locator("summary", { hasText: question });
      await expect(added).toBeVisible();
      await expect(added).toContainText(t.faq.categories.account);
      await expectNoAxeViolations(page, `/help [${language}]`);
      await page.goto("/");
      await expect(page.getByRole("main").getByText(question)).toHaveCount(0);
    });
  });
}
