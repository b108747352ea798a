import type { Page } from "@playwright/test";
import { catalogs, expect, interpolate, test, twoFrames, useLanguage, visit } from "./support.ts";

// Each walk adds an init script that counts the page's formatters: a context of its own (ADR 0095).
test.use({ freshContext: true });

// ADR 0092: the first Intl formatter a page makes loads ICU's locale data, 20-30 ms of a desktop
// core. The home page, a visa page and a guide make none while they load: their dates come
// formatted from the server, and the consultation form builds its lists and counter only once it
// is near the screen.

const intlKinds = ["NumberFormat", "DateTimeFormat", "Collator", "DisplayNames", "PluralRules", "ListFormat"] as const;

/** Records every Intl formatter the page makes, by kind and locale, from before its first script. */
async function recordIntl(page: Page): Promise<void> {
  await page.addInitScript((kinds) => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of kinds) {
      const Original = intl[kind]!;
      const Recorded = function (this: unknown, ...args: unknown[]) {
        made.push(`${kind}(${JSON.stringify(args[0] ?? null)})`);
        return new Original(...args);
      } as unknown as typeof Original & { supportedLocalesOf: unknown };
      Recorded.prototype = Original.prototype;
      Recorded.supportedLocalesOf = (Original as unknown as { supportedLocalesOf: unknown }).supportedLocalesOf;
      intl[kind] = Recorded;
    }
  }, intlKinds);
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);

/** After hydration, the effects and transitions it scheduled have run. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await twoFrames(page);
  await page.waitForTimeout(100);
}

for (const language of ["en", "fr", "ar"] as const) {
  const t = catalogs[language];
  const c = t.consultation;

  test.describe(`a page's load makes no Intl formatter [${language}]`, () => {
    useLanguage(language);

    test("home, visa page and guide: none while loading; the form's lists and counter once it is near", async ({
      page,
    }) => {
      await recordIntl(page);
      for (const path of ["/visa/salarie", "/paris-guide", "/"]) {
        await visit(page, path);
        await settle(page);
        expect(await intlMade(page), `Intl formatters made while ${path} loaded`).toEqual([]);
      }

      // Near the form, the browser's lists and the live counter arrive, in the page's language.
      const form = page.getByRole("main").getByRole("region", { name: c.heading });
      const zones = form.getByRole("combobox", { name: c.timeZone });
      await expect(zones.locator("option")).toHaveCount(1);
      await form.scrollIntoViewIfNeeded();
      await expect.poll(() => zones.locator("option").count()).toBeGreaterThan(100);
      const message = form.getByRole("textbox", { name: c.message });
      const counter = page.locator(`[id="${(await message.getAttribute("aria-describedby"))?.split(" ")[1]}"]`);
      const format = (n: number) => new Intl.NumberFormat(language).format(n);
      await expect(counter).toHaveText(interpolate(c.messageCount, { length: format(0), max: format(2000) }));
      expect(await intlMade(page)).toContain(`NumberFormat(${JSON.stringify(language)})`);
    });
  });
}
